# domain: bit_manipulation
# function: bitset_to_sorted_indices
# query: List the positions of all set bits of a non-negative integer bitset in increasing order
#   (e.g. 13 -> [0, 2, 3]); 0 gives an empty list. Raise ValueError for a negative bitset.

def bitset_to_sorted_indices(bits):
    if bits < 0:
        raise ValueError("bitset must be non-negative")
    indices = []
    position = 0
    while bits:
        if bits & 1:
            indices.append(position)
        bits >>= 1
        position += 1
    return indices

# --- tests ---
import pytest

assert bitset_to_sorted_indices(0) == []
assert bitset_to_sorted_indices(1) == [0]
assert bitset_to_sorted_indices(2) == [1]
assert bitset_to_sorted_indices(13) == [0, 2, 3]
assert bitset_to_sorted_indices(255) == list(range(8))
assert bitset_to_sorted_indices(1 << 40) == [40]
assert bitset_to_sorted_indices(0b100100) == [2, 5]
with pytest.raises(ValueError):
    bitset_to_sorted_indices(-1)

# --- implementation 2: comprehension over the bit positions up to bit_length ---
def bitset_to_sorted_indices(bits):
    if bits < 0:
        raise ValueError("negative bitset")
    width = bits.bit_length()
    return [i for i in range(width) if (bits >> i) & 1]

# --- implementation 3: repeatedly isolate and clear the lowest set bit ---
def bitset_to_sorted_indices(bits):
    if bits < 0:
        raise ValueError("bitset must be non-negative")
    result = []
    while bits:
        low = bits & -bits
        result.append(low.bit_length() - 1)
        bits ^= low
    return result

# --- implementation 4: positions of '1' in the reversed binary string ---
def bitset_to_sorted_indices(bits):
    if bits < 0:
        raise ValueError("bitset is negative")
    digits = reversed(bin(bits)[2:])
    return [i for i, ch in enumerate(digits) if ch == "1"]

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-50, -1),)
    if r < 0.3:
        k = rng.randint(0, 70)
        return (rng.choice([0, 1 << k, (1 << k) - 1]),)
    return (rng.randint(0, 1 << rng.randint(1, 40)),)
