# domain: bit_manipulation
# function: next_higher_same_popcount
# query: Return the next larger integer with the same number of 1 bits as a positive integer
#   (Gosper's hack), e.g. 0b0011 -> 0b0101 and 6 -> 9. Raise ValueError if n is not positive.

def next_higher_same_popcount(n):
    if n <= 0:
        raise ValueError("n must be positive")
    lowest = n & -n
    ripple = n + lowest
    ones = n ^ ripple
    ones = (ones >> 2) // lowest
    return ripple | ones

# --- tests ---
import pytest

assert next_higher_same_popcount(1) == 2
assert next_higher_same_popcount(2) == 4
assert next_higher_same_popcount(3) == 5
assert next_higher_same_popcount(5) == 6
assert next_higher_same_popcount(6) == 9
assert next_higher_same_popcount(7) == 11
assert next_higher_same_popcount(0b101110) == 0b110011
with pytest.raises(ValueError):
    next_higher_same_popcount(0)
assert next_higher_same_popcount(12) == 17
