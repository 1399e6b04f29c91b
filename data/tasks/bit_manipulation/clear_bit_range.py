# domain: bit_manipulation
# function: clear_bit_range
# query: Clear (set to 0) every bit of n from position low to position high inclusive, with bit 0
#   least significant, keeping all other bits. Raise ValueError if low is negative or low > high.

def clear_bit_range(n, low, high):
    if low < 0 or low > high:
        raise ValueError("invalid bit range")
    width = high - low + 1
    mask = ((1 << width) - 1) << low
    return n & ~mask

# --- tests ---
import pytest

assert clear_bit_range(255, 0, 0) == 254
assert clear_bit_range(255, 0, 3) == 240
assert clear_bit_range(255, 2, 4) == 0b11100011
assert clear_bit_range(0b101010, 1, 3) == 0b100000
assert clear_bit_range(0, 1, 2) == 0
assert clear_bit_range(63, 5, 5) == 31
with pytest.raises(ValueError):
    clear_bit_range(7, 3, 2)
with pytest.raises(ValueError):
    clear_bit_range(7, -1, 2)
assert clear_bit_range(7, 1, 1) == 5
