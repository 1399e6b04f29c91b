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

# --- implementation 2: all ones XOR the host-part mask ---
def netmask_from_prefix_length(prefix):
    if not 0 <= prefix <= 32:
        raise ValueError("prefix out of range")
    host_mask = (1 << (32 - prefix)) - 1
    return 0xFFFFFFFF ^ host_mask

# --- implementation 3: parse prefix ones followed by zeros as a binary string ---
def netmask_from_prefix_length(prefix):
    if prefix < 0 or prefix > 32:
        raise ValueError("prefix must be between 0 and 32")
    bits = "1" * prefix + "0" * (32 - prefix)
    return int(bits, 2)

# --- implementation 4: the netmask attribute of ipaddress.IPv4Network ---
import ipaddress


def netmask_from_prefix_length(prefix):
    if prefix < 0 or prefix > 32:
        raise ValueError("prefix outside 0..32")
    network = ipaddress.IPv4Network((0, prefix))
    return int(network.netmask)

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.15:
        return (rng.choice([-1, 33, rng.randint(-10, -1), rng.randint(33, 50)]),)
    return (rng.randint(0, 32),)
