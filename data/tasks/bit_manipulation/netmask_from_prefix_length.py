# domain: bit_manipulation
# function: netmask_from_prefix_length
# query: Build the 32-bit IPv4 netmask integer for a CIDR prefix length (24 -> 0xFFFFFF00, 0 -> 0,
#   32 -> 0xFFFFFFFF). Raise ValueError if the prefix is outside 0..32.

def netmask_from_prefix_length(prefix):
    if prefix < 0 or prefix > 32:
        raise ValueError("prefix must be in 0..32")
    host_bits = 32 - prefix
    all_ones = (1 << 32) - 1
    return (all_ones >> host_bits) << host_bits

# --- tests ---
import pytest

assert netmask_from_prefix_length(0) == 0
assert netmask_from_prefix_length(1) == 0x80000000
assert netmask_from_prefix_length(8) == 0xFF000000
assert netmask_from_prefix_length(24) == 0xFFFFFF00
assert netmask_from_prefix_length(31) == 0xFFFFFFFE
assert netmask_from_prefix_length(32) == 0xFFFFFFFF
with pytest.raises(ValueError):
    netmask_from_prefix_length(33)
with pytest.raises(ValueError):
    netmask_from_prefix_length(-1)
