# domain: bit_manipulation
# function: bitset_from_indices
# query: Build an integer bitset from an iterable of non-negative element indices, setting bit i
#   for each index i (duplicates are harmless, no indices gives 0). Raise ValueError for a
#   negative index.

def bitset_from_indices(indices):
    bits = 0
    for index in indices:
        if index < 0:
            raise ValueError("indices must be non-negative")
        bits |= 1 << index
    return bits

# --- tests ---
import pytest

assert bitset_from_indices([]) == 0
assert bitset_from_indices([0]) == 1
assert bitset_from_indices([1]) == 2
assert bitset_from_indices([0, 2, 3]) == 13
assert bitset_from_indices([3, 3, 3]) == 8
assert bitset_from_indices(range(8)) == 255
assert bitset_from_indices([64]) == 1 << 64
with pytest.raises(ValueError):
    bitset_from_indices([2, -1])
