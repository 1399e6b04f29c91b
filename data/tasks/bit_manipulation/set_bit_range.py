# domain: bit_manipulation
# function: set_bit_range
# query: Set every bit of n from position low to position high inclusive (0 = least significant)
#   to 1 and return the result. Raise ValueError if low is negative or low > high.

def set_bit_range(n, low, high):
    if low < 0 or low > high:
        raise ValueError("invalid bit range")
    width = high - low + 1
    mask = ((1 << width) - 1) << low
    return n | mask

# --- tests ---
import pytest

assert set_bit_range(0, 0, 0) == 1
assert set_bit_range(0, 0, 3) == 15
assert set_bit_range(0, 2, 4) == 0b11100
assert set_bit_range(0b100001, 1, 3) == 0b101111
assert set_bit_range(0b1111, 1, 2) == 0b1111
assert set_bit_range(0, 5, 5) == 32
with pytest.raises(ValueError):
    set_bit_range(0, 3, 2)
with pytest.raises(ValueError):
    set_bit_range(0, -1, 2)
assert set_bit_range(1, 1, 1) == 3
