# domain: validation
# function: is_valid_ipv6_with_compression
# query: Validate an IPv6 address that may use "::" once to stand for one or more zero groups:
#   the explicit groups are 1-4 hex digits, there are exactly 8 groups without "::" and at most 7
#   explicit groups with it. Embedded IPv4 and zone ids are not supported. Returns a bool.

def is_valid_ipv6_with_compression(address):
    if address.count("::") > 1:
        return False
    if "::" in address:
        head, tail = address.split("::")
        groups = (head.split(":") if head else []) + (tail.split(":") if tail else [])
        if len(groups) > 7:
            return False
    else:
        groups = address.split(":")
        if len(groups) != 8:
            return False
    for group in groups:
        if len(group) < 1 or len(group) > 4:
            return False
        if any(ch not in "0123456789abcdefABCDEF" for ch in group):
            return False
    return True

# --- tests ---
import pytest

assert is_valid_ipv6_with_compression("::") is True
assert is_valid_ipv6_with_compression("::1") is True
assert is_valid_ipv6_with_compression("2001:db8::ff00:42:8329") is True
assert is_valid_ipv6_with_compression("1:2:3:4:5:6:7::") is True
assert is_valid_ipv6_with_compression("1:2:3:4:5:6:7:8::") is False
assert is_valid_ipv6_with_compression("1::2::3") is False
assert is_valid_ipv6_with_compression("1:2:3:4:5:6:7:8") is True
assert is_valid_ipv6_with_compression("1:2:3:4:5:6:7") is False
assert is_valid_ipv6_with_compression("1:::2") is False
assert is_valid_ipv6_with_compression("12345::") is False
