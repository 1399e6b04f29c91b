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
