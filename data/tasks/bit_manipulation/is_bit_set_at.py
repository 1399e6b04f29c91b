# domain: bit_manipulation
# function: is_bit_set_at
# query: Given a non-negative integer n and a bit position (0 = least significant), test whether
#   that bit of n is 1. Return True or False; raise ValueError if n or position is negative.

def is_bit_set_at(n, position):
    if n < 0 or position < 0:
        raise ValueError("n and position must be non-negative")
    shifted = n >> position
    return shifted & 1 == 1

# --- tests ---
import pytest

assert is_bit_set_at(1, 0) is True
assert is_bit_set_at(2, 0) is False
assert is_bit_set_at(2, 1) is True
assert is_bit_set_at(5, 2) is True
assert is_bit_set_at(5, 3) is False
assert is_bit_set_at(0, 0) is False
with pytest.raises(ValueError):
    is_bit_set_at(-1, 0)
with pytest.raises(ValueError):
    is_bit_set_at(4, -1)
assert is_bit_set_at(1 << 45, 45) is True
