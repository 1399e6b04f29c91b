# domain: bit_manipulation
# function: clear_lowest_set_bit
# query: Turn off the rightmost 1 bit of a non-negative integer n and return the result; 0 stays 0.
#   Raise ValueError for a negative n.

def clear_lowest_set_bit(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    below = n - 1
    return n & below

# --- tests ---
import pytest

assert clear_lowest_set_bit(0) == 0
assert clear_lowest_set_bit(1) == 0
assert clear_lowest_set_bit(2) == 0
assert clear_lowest_set_bit(6) == 4
assert clear_lowest_set_bit(12) == 8
assert clear_lowest_set_bit(7) == 6
assert clear_lowest_set_bit(0b101000) == 0b100000
with pytest.raises(ValueError):
    clear_lowest_set_bit(-1)
