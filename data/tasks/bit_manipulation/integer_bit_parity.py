# domain: bit_manipulation
# function: integer_bit_parity
# query: Return the parity of a non-negative integer n: 1 if it has an odd number of set bits and 0
#   if the count is even (0 has parity 0). Raise ValueError for a negative n.

def integer_bit_parity(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    parity = 0
    while n > 0:
        parity ^= n & 1
        n >>= 1
    return parity

# --- tests ---
import pytest

assert integer_bit_parity(0) == 0
assert integer_bit_parity(1) == 1
assert integer_bit_parity(2) == 1
assert integer_bit_parity(3) == 0
assert integer_bit_parity(7) == 1
assert integer_bit_parity(0b10110110) == 1
assert integer_bit_parity((1 << 40) | 1) == 0
with pytest.raises(ValueError):
    integer_bit_parity(-1)
