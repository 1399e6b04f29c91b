# domain: bit_manipulation
# function: isolate_lowest_set_bit
# query: Return the value of only the lowest set bit of a non-negative integer n (e.g. 12 -> 4), or
#   0 when n is 0. Raise ValueError for a negative n.

def isolate_lowest_set_bit(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    if n == 0:
        return 0
    bit = 1
    while n & bit == 0:
        bit <<= 1
    return bit

# --- tests ---
import pytest

assert isolate_lowest_set_bit(0) == 0
assert isolate_lowest_set_bit(1) == 1
assert isolate_lowest_set_bit(2) == 2
assert isolate_lowest_set_bit(12) == 4
assert isolate_lowest_set_bit(7) == 1
assert isolate_lowest_set_bit(80) == 16
assert isolate_lowest_set_bit(1 << 33) == 1 << 33
with pytest.raises(ValueError):
    isolate_lowest_set_bit(-1)
