# domain: bit_manipulation
# function: rotate_bits_right
# query: Rotate an unsigned value right by k positions within width bits (arguments value, k,
#   width), wrapping the low bits around to the top (k larger than the width wraps around).
#   Raise ValueError for a non-positive width, a negative k, or a value that is negative or
#   wider than width bits.

def rotate_bits_right(value, k, width):
    if width <= 0 or k < 0:
        raise ValueError("invalid width or shift")
    if value < 0 or value >> width != 0:
        raise ValueError("value does not fit in width bits")
    k = k % width
    low = value & ((1 << k) - 1)
    return (value >> k) | (low << (width - k))

# --- tests ---
import pytest

assert rotate_bits_right(0b0001, 1, 4) == 0b1000
assert rotate_bits_right(0b0110, 1, 4) == 0b0011
assert rotate_bits_right(0b0011, 2, 4) == 0b1100
assert rotate_bits_right(0, 0, 1) == 0
assert rotate_bits_right(0b1011, 7, 4) == 0b0111
assert rotate_bits_right(0x12345678, 8, 32) == 0x78123456
with pytest.raises(ValueError):
    rotate_bits_right(16, 1, 4)
with pytest.raises(ValueError):
    rotate_bits_right(1, -1, 4)
with pytest.raises(ValueError):
    rotate_bits_right(0, 1, 0)
with pytest.raises(ValueError):
    rotate_bits_right(-1, 1, 4)
