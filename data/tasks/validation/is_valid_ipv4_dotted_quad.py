# domain: validation
# function: is_valid_ipv4_dotted_quad
# query: Check whether a string is a dotted-quad IPv4 address: exactly four decimal parts separated
#   by dots, each 0-255, digits only, and no leading zeros (so "01" is invalid but "0" is fine).
#   Returns a bool.

def is_valid_ipv4_dotted_quad(address):
    parts = address.split(".")
    if len(parts) != 4:
        return False
    for part in parts:
        if part == "" or not part.isdigit() or not part.isascii():
            return False
        if len(part) > 1 and part[0] == "0":
            return False
        if int(part) > 255:
            return False
    return True

# --- tests ---
import pytest

assert is_valid_ipv4_dotted_quad("192.168.1.1") is True
assert is_valid_ipv4_dotted_quad("0.0.0.0") is True
assert is_valid_ipv4_dotted_quad("255.255.255.255") is True
assert is_valid_ipv4_dotted_quad("256.1.1.1") is False
assert is_valid_ipv4_dotted_quad("1.2.3") is False
assert is_valid_ipv4_dotted_quad("1.2.3.4.5") is False
assert is_valid_ipv4_dotted_quad("01.2.3.4") is False
assert is_valid_ipv4_dotted_quad("1..3.4") is False
assert is_valid_ipv4_dotted_quad("1.2.3.-4") is False
assert is_valid_ipv4_dotted_quad("10.20.30.40") is True

# --- implementation 2: regular expression with an explicit 0-255 alternation ---
import re

OCTET = r"(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])"


def is_valid_ipv4_dotted_quad(address):
    pattern = r"\.".join([OCTET] * 4)
    return re.fullmatch(pattern, address) is not None

# --- implementation 3: round trip of each part through int and str ---
def is_valid_ipv4_dotted_quad(address):
    parts = address.split(".")
    try:
        numbers = [int(p) for p in parts]
    except ValueError:
        return False
    if len(parts) != 4:
        return False
    return all(str(n) == p and 0 <= n <= 255 for n, p in zip(numbers, parts))

# --- implementation 4: let the ipaddress module parse it (it rejects leading zeros) ---
import ipaddress


def is_valid_ipv4_dotted_quad(address):
    try:
        ipaddress.IPv4Address(address)
    except ValueError:
        return False
    return True

# --- inputs ---
def random_input(rng):
    def part():
        return rng.choice(["0", "1", "10", "99", "100", "199", "249", "250", "255", "256", "01", "", "-4", "+4", " 4", "1e1", "٣"])
    return (".".join(part() for _ in range(rng.choice([3, 4, 4, 4, 4, 5]))),)
