# domain: bit_manipulation
# function: count_set_bits
# query: Count how many 1 bits are in the binary representation of a non-negative integer n (its
#   population count). Return 0 when n is 0 and raise ValueError for a negative n.

def count_set_bits(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    count = 0
    while n:
        n &= n - 1
        count += 1
    return count

# --- tests ---
import pytest

assert count_set_bits(0) == 0
assert count_set_bits(1) == 1
assert count_set_bits(2) == 1
assert count_set_bits(7) == 3
assert count_set_bits(255) == 8
assert count_set_bits(0b1011001) == 4
assert count_set_bits((1 << 64) - 1) == 64
with pytest.raises(ValueError):
    count_set_bits(-1)
