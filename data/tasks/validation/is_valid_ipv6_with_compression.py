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

# --- implementation 2: regex per group and counting the groups on each side of "::" ---
import re

GROUP = re.compile(r"[0-9a-fA-F]{1,4}")


def is_valid_ipv6_with_compression(address):
    sides = address.split("::")
    if len(sides) > 2:
        return False
    groups = [g for side in sides for g in (side.split(":") if side else [])]
    if not all(GROUP.fullmatch(g) for g in groups):
        return False
    return len(groups) <= 7 if len(sides) == 2 else len(groups) == 8

# --- implementation 3: expand "::" into the missing zero groups, then validate eight groups ---
def is_valid_ipv6_with_compression(address):
    if address.count("::") > 1:
        return False
    if "::" in address:
        head, tail = address.split("::")
        left = head.split(":") if head else []
        right = tail.split(":") if tail else []
        missing = 8 - len(left) - len(right)
        if missing < 1:
            return False
        groups = left + ["0"] * missing + right
    else:
        groups = address.split(":")
    hexdigits = set("0123456789abcdefABCDEF")
    return len(groups) == 8 and all(0 < len(g) <= 4 and set(g) <= hexdigits for g in groups)

# --- implementation 4: ipaddress.IPv6Address, after ruling out the forms it also accepts ---
import ipaddress


def is_valid_ipv6_with_compression(address):
    if "." in address or "%" in address:
        return False
    try:
        ipaddress.IPv6Address(address)
    except ValueError:
        return False
    return True

# --- inputs ---
def random_input(rng):
    def group():
        if rng.random() < 0.85:
            return "".join(rng.choice("019afAF") for _ in range(rng.choice([1, 2, 3, 4])))
        return rng.choice(["", "12345", "g", "0g"])
    r = rng.random()
    if r < 0.4:
        left = [group() for _ in range(rng.randint(0, 5))]
        right = [group() for _ in range(rng.randint(0, 4))]
        return (":".join(left) + "::" + ":".join(right),)
    if r < 0.8:
        return (":".join(group() for _ in range(rng.choice([6, 7, 8, 8, 9]))),)
    return (rng.choice(["::", "::1", "1::2::3", "1:::2", ":::", "1:2:3:4:5:6:7::", "1:2:3:4:5:6:7:8::", ":1:2:3:4:5:6:7"]),)
