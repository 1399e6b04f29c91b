# domain: bit_manipulation
# function: toggle_bit_range
# query: Invert every bit of n between positions low and high inclusive (bit 0 is least
#   significant) and return the result. Raise ValueError if low is negative or low > high.

def toggle_bit_range(n, low, high):
    if low < 0 or low > high:
        raise ValueError("invalid bit range")
    mask = 0
    for position in range(low, high + 1):
        mask |= 1 << position
    return n ^ mask

# --- tests ---
import pytest

assert toggle_bit_range(0, 0, 0) == 1
assert toggle_bit_range(0b1010, 0, 3) == 0b0101
assert toggle_bit_range(0b11111, 1, 3) == 0b10001
assert toggle_bit_range(0, 2, 4) == 0b11100
assert toggle_bit_range(1, 1, 1) == 3
assert toggle_bit_range(8, 3, 3) == 0
with pytest.raises(ValueError):
    toggle_bit_range(7, 2, 1)
with pytest.raises(ValueError):
    toggle_bit_range(7, -1, 1)
assert toggle_bit_range(5, 0, 2) == 2
