# domain: validation
# function: is_valid_full_ipv6_address
# query: Validate an IPv6 address written in full form (no "::" compression): exactly eight groups
#   separated by colons, each group 1 to 4 hexadecimal digits (either case). Returns a bool.

def is_valid_full_ipv6_address(address):
    groups = address.split(":")
    if len(groups) != 8:
        return False
    hex_digits = "0123456789abcdefABCDEF"
    for group in groups:
        if len(group) < 1 or len(group) > 4:
            return False
        for ch in group:
            if ch not in hex_digits:
                return False
    return True

# --- tests ---
import pytest

assert is_valid_full_ipv6_address("2001:0db8:85a3:0000:0000:8a2e:0370:7334") is True
assert is_valid_full_ipv6_address("2001:db8:0:0:0:0:2:1") is True
assert is_valid_full_ipv6_address("FFFF:ffff:0:0:0:0:0:A") is True
assert is_valid_full_ipv6_address("2001:db8::2:1") is False
assert is_valid_full_ipv6_address("1:2:3:4:5:6:7") is False
assert is_valid_full_ipv6_address("1:2:3:4:5:6:7:8:9") is False
assert is_valid_full_ipv6_address("12345:0:0:0:0:0:0:0") is False
assert is_valid_full_ipv6_address("1:2:3:4:5:6:7:g") is False
assert is_valid_full_ipv6_address("") is False
assert is_valid_full_ipv6_address("1:2:3:4:5:6::8") is False

# --- implementation 2: one regex of eight hex groups ---
import re


def is_valid_full_ipv6_address(address):
    group = "[0-9a-fA-F]{1,4}"
    pattern = group + (":" + group) * 7
    return re.fullmatch(pattern, address) is not None

# --- implementation 3: int(group, 16) parses each group, with explicit length and sign checks ---
def is_valid_full_ipv6_address(address):
    groups = address.split(":")
    if len(groups) != 8:
        return False
    for group in groups:
        if not 1 <= len(group) <= 4 or not group.isalnum() or not group.isascii():
            return False
        try:
            int(group, 16)
        except ValueError:
            return False
    return True

# --- implementation 4: ipaddress.IPv6Address on the eight-group form only ---
import ipaddress


def is_valid_full_ipv6_address(address):
    if address.count(":") != 7 or "::" in address or "." in address or "%" in address:
        return False
    try:
        ipaddress.IPv6Address(address)
    except ValueError:
        return False
    return True

# --- inputs ---
def random_input(rng):
    def group():
        return "".join(rng.choice("0123456789abcdefABCDEFg") for _ in range(rng.choice([0, 1, 2, 4, 4, 5])))
    n = rng.choice([7, 8, 8, 8, 9])
    addr = ":".join(group() for _ in range(n))
    if rng.random() < 0.1:
        addr = rng.choice(["", "2001:db8::2:1", "1:2:3:4:5:6::8", "1:2:3:4:5:6:7:+8", "1:2:3:4:5:6:7:_8"])
    return (addr,)
