# domain: bit_manipulation
# function: prefix_length_from_netmask
# query: Return the CIDR prefix length of a 32-bit IPv4 netmask integer (0xFFFFFF00 -> 24). Raise
#   ValueError if the mask is out of range or its ones are not contiguous from the top bit.

def prefix_length_from_netmask(mask):
    if mask < 0 or mask > 0xFFFFFFFF:
        raise ValueError("mask must be 32-bit")
    inverted = ~mask & 0xFFFFFFFF
    if inverted & (inverted + 1) != 0:
        raise ValueError("mask is not contiguous")
    count = 0
    while mask & 0x80000000:
        count += 1
        mask = (mask << 1) & 0xFFFFFFFF
    return count

# --- tests ---
import pytest

assert prefix_length_from_netmask(0) == 0
assert prefix_length_from_netmask(0x80000000) == 1
assert prefix_length_from_netmask(0xFFFFFF00) == 24
assert prefix_length_from_netmask(0xFFFFFFFE) == 31
assert prefix_length_from_netmask(0xFFFFFFFF) == 32
with pytest.raises(ValueError):
    prefix_length_from_netmask(0xFF00FF00)
with pytest.raises(ValueError):
    prefix_length_from_netmask(1)
with pytest.raises(ValueError):
    prefix_length_from_netmask(1 << 32)
with pytest.raises(ValueError):
    prefix_length_from_netmask(-1)
