# domain: bit_manipulation
# function: ipv4_in_subnet
# query: Given an IPv4 address, a network address (both as 32-bit integers) and a prefix length
#   0..32, return True if the address lies in that subnet, comparing only the top `prefix` bits.
#   Raise ValueError for a prefix outside 0..32.

def ipv4_in_subnet(address, network, prefix):
    if prefix < 0 or prefix > 32:
        raise ValueError("prefix must be in 0..32")
    if prefix == 0:
        return True
    shift = 32 - prefix
    return (address >> shift) == (network >> shift)

# --- tests ---
import pytest

assert ipv4_in_subnet(0xC0A80105, 0xC0A80100, 24) is True
assert ipv4_in_subnet(0xC0A80205, 0xC0A80100, 24) is False
assert ipv4_in_subnet(0x01020304, 0xFFFFFFFF, 0) is True
assert ipv4_in_subnet(0x0A000001, 0x0A000001, 32) is True
assert ipv4_in_subnet(0x0A000001, 0x0A000000, 32) is False
assert ipv4_in_subnet(0x0A000001, 0x0A000000, 31) is True
assert ipv4_in_subnet(0x80000000, 0x00000000, 1) is False
with pytest.raises(ValueError):
    ipv4_in_subnet(0, 0, 33)
with pytest.raises(ValueError):
    ipv4_in_subnet(0, 0, -1)

# --- implementation 2: compare both addresses under the prefix's netmask ---
def ipv4_in_subnet(address, network, prefix):
    if not 0 <= prefix <= 32:
        raise ValueError("prefix out of range")
    mask = (0xFFFFFFFF << (32 - prefix)) & 0xFFFFFFFF
    return address & mask == network & mask

# --- implementation 3: compare the first prefix characters of the 32-digit binary strings ---
def ipv4_in_subnet(address, network, prefix):
    if prefix < 0 or prefix > 32:
        raise ValueError("prefix must be between 0 and 32")
    a = format(address, "032b")
    n = format(network, "032b")
    return a[:prefix] == n[:prefix]

# --- implementation 4: membership in an ipaddress.IPv4Network built non-strictly ---
import ipaddress


def ipv4_in_subnet(address, network, prefix):
    if prefix not in range(33):
        raise ValueError("prefix outside 0..32")
    subnet = ipaddress.IPv4Network((network, prefix), strict=False)
    return ipaddress.IPv4Address(address) in subnet

# --- inputs ---
def random_input(rng):
    prefix = rng.choice([0, 1, 8, 16, 24, 31, 32, rng.randint(0, 32)])
    network = rng.randint(0, 0xFFFFFFFF)
    address = network ^ rng.choice([0, 1, 1 << rng.randint(0, 31), rng.randint(0, 0xFFFFFFFF)])
    if rng.random() < 0.1:
        prefix = rng.choice([-1, 33, rng.randint(-5, 40)])
    return (address, network, prefix)
