# domain: bit_manipulation
# function: lowest_unset_bit_index
# query: Return the position of the lowest 0 bit of a non-negative integer n (0 for even numbers, 3
#   for 0b0111). Raise ValueError for a negative n.

def lowest_unset_bit_index(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    position = 0
    while n & 1 == 1:
        n >>= 1
        position += 1
    return position

# --- tests ---
import pytest

assert lowest_unset_bit_index(0) == 0
assert lowest_unset_bit_index(1) == 1
assert lowest_unset_bit_index(2) == 0
assert lowest_unset_bit_index(7) == 3
assert lowest_unset_bit_index(0b1011) == 2
assert lowest_unset_bit_index(255) == 8
assert lowest_unset_bit_index(5) == 1
with pytest.raises(ValueError):
    lowest_unset_bit_index(-1)
