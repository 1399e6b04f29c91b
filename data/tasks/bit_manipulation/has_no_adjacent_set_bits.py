# domain: bit_manipulation
# function: has_no_adjacent_set_bits
# query: Check whether a non-negative integer n is "sparse": no two 1 bits are next to each other in
#   its binary form (5 = 101 yes, 6 = 110 no, 0 yes). Raise ValueError for a negative n.

def has_no_adjacent_set_bits(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    shifted = n >> 1
    return n & shifted == 0

# --- tests ---
import pytest

assert has_no_adjacent_set_bits(0) is True
assert has_no_adjacent_set_bits(1) is True
assert has_no_adjacent_set_bits(3) is False
assert has_no_adjacent_set_bits(5) is True
assert has_no_adjacent_set_bits(6) is False
assert has_no_adjacent_set_bits(0b1010100101) is True
assert has_no_adjacent_set_bits(0b1000000011) is False
with pytest.raises(ValueError):
    has_no_adjacent_set_bits(-1)
