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

# --- implementation 2: count the ones of the 32-digit string and check they form its prefix ---
def prefix_length_from_netmask(mask):
    if not 0 <= mask <= 0xFFFFFFFF:
        raise ValueError("mask out of range")
    bits = format(mask, "032b")
    ones = bits.count("1")
    if bits != "1" * ones + "0" * (32 - ones):
        raise ValueError("ones are not contiguous")
    return ones

# --- implementation 3: compare against the netmask of every prefix length 0..32 ---
def prefix_length_from_netmask(mask):
    if mask < 0 or mask >> 32:
        raise ValueError("not a 32-bit mask")
    for prefix in range(33):
        if mask == (0xFFFFFFFF << (32 - prefix)) & 0xFFFFFFFF:
            return prefix
    raise ValueError("mask is not a valid netmask")

# --- implementation 4: count the ones, then rebuild the netmask of that length and compare ---
def prefix_length_from_netmask(mask):
    if not 0 <= mask < 1 << 32:
        raise ValueError("mask out of 32-bit range")
    ones = bin(mask).count("1")
    expected = ((1 << ones) - 1) << (32 - ones)
    if mask != expected:
        raise ValueError("netmask ones are not contiguous")
    return ones

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.06:
        return (rng.randint(-100, -1),)
    if r < 0.12:
        return ((1 << 32) + rng.randint(0, 100),)
    prefix = rng.randint(0, 32)
    mask = (0xFFFFFFFF << (32 - prefix)) & 0xFFFFFFFF
    if rng.random() < 0.3:
        mask ^= 1 << rng.randint(0, 31)
    return (mask,)
