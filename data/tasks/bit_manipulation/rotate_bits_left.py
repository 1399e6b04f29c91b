# domain: bit_manipulation
# function: rotate_bits_left
# query: Rotate an unsigned integer value to the left by k places within a fixed number of width
#   bits, so bits that fall off the top re-enter at the bottom; k may exceed the width. Raise
#   ValueError if value is negative or too wide, or if width is not positive or k is negative.

def rotate_bits_left(value, k, width):
    if width <= 0 or k < 0:
        raise ValueError("width must be positive and k non-negative")
    if value < 0 or value >= (1 << width):
        raise ValueError("value does not fit in width bits")
    k %= width
    mask = (1 << width) - 1
    return ((value << k) | (value >> (width - k))) & mask

# --- tests ---
import pytest

assert rotate_bits_left(0b0001, 1, 4) == 0b0010
assert rotate_bits_left(0b1000, 1, 4) == 0b0001
assert rotate_bits_left(0b1001, 2, 4) == 0b0110
assert rotate_bits_left(0, 0, 1) == 0
assert rotate_bits_left(0b1011, 5, 4) == 0b0111
assert rotate_bits_left(0x80000001, 4, 32) == 0x00000018
with pytest.raises(ValueError):
    rotate_bits_left(16, 1, 4)
with pytest.raises(ValueError):
    rotate_bits_left(1, -1, 4)
with pytest.raises(ValueError):
    rotate_bits_left(0, 1, 0)
with pytest.raises(ValueError):
    rotate_bits_left(-1, 1, 4)
