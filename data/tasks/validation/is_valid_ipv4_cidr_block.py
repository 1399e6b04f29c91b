# domain: validation
# function: is_valid_ipv4_cidr_block
# query: Validate IPv4 CIDR notation "a.b.c.d/n": four dot-separated decimal octets 0-255 without
#   leading zeros, and a prefix length n from 0 to 32 (no leading zeros). Returns a bool.

def is_valid_ipv4_cidr_block(cidr):
    address, slash, prefix = cidr.partition("/")
    if slash == "" or prefix == "" or not prefix.isdigit():
        return False
    if len(prefix) > 1 and prefix[0] == "0" or int(prefix) > 32:
        return False
    octets = address.split(".")
    if len(octets) != 4:
        return False
    for octet in octets:
        if not octet.isdigit() or (len(octet) > 1 and octet[0] == "0"):
            return False
        if int(octet) > 255:
            return False
    return True

# --- tests ---
import pytest

assert is_valid_ipv4_cidr_block("10.0.0.0/8") is True
assert is_valid_ipv4_cidr_block("0.0.0.0/0") is True
assert is_valid_ipv4_cidr_block("255.255.255.255/32") is True
assert is_valid_ipv4_cidr_block("192.168.1.0/33") is False
assert is_valid_ipv4_cidr_block("192.168.1.0/08") is False
assert is_valid_ipv4_cidr_block("192.168.1.0") is False
assert is_valid_ipv4_cidr_block("192.168.1.0/") is False
assert is_valid_ipv4_cidr_block("192.168.1/24") is False
assert is_valid_ipv4_cidr_block("192.168.256.0/24") is False
assert is_valid_ipv4_cidr_block("192.168.01.0/24") is False

# --- implementation 2: one regular expression with a number pattern that forbids leading zeros ---
import re

NUM = r"(0|[1-9][0-9]*)"
CIDR = re.compile(r"\.".join([NUM] * 4) + "/" + NUM)


def is_valid_ipv4_cidr_block(cidr):
    m = CIDR.fullmatch(cidr)
    if not m:
        return False
    *octets, prefix = (int(g) for g in m.groups())
    return max(octets) <= 255 and prefix <= 32

# --- implementation 3: canonical round trip, str(int(part)) must give the part back ---
def _number(text, limit):
    if not text or any(c not in "0123456789" for c in text):
        return False
    return str(int(text)) == text and int(text) <= limit


def is_valid_ipv4_cidr_block(cidr):
    if cidr.count("/") != 1:
        return False
    address, prefix = cidr.split("/")
    octets = address.split(".")
    return len(octets) == 4 and all(_number(o, 255) for o in octets) and _number(prefix, 32)

# --- implementation 4: regex for the prefix length, ipaddress for the address part ---
import ipaddress
import re


def is_valid_ipv4_cidr_block(cidr):
    address, slash, prefix = cidr.partition("/")
    if not slash or not re.fullmatch(r"[0-9]|[12][0-9]|3[0-2]", prefix):
        return False
    try:
        ipaddress.IPv4Address(address)
    except ValueError:
        return False
    return True

# --- inputs ---
def random_input(rng):
    def octet():
        if rng.random() < 0.8:
            return rng.choice(["0", "1", "10", "255", "192", "168", "99"])
        return rng.choice(["256", "01", "", "x", "00"])
    n = rng.choice([3, 4, 4, 4, 4, 5])
    address = ".".join(octet() for _ in range(n))
    tail = rng.choice(["/8", "/0", "/0", "/32", "/33", "/08", "/00", "/", "", "/24", "/1/2", "/-1", "/9"])
    return (address + tail,)
