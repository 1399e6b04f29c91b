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
