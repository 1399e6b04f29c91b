# domain: bit_manipulation
# function: reverse_bits_fixed_width
# query: Reverse the order of the bits of n treated as an unsigned integer of the given width
#   (for example 8 or 32 bits), so bit 0 swaps with bit width-1. Raise ValueError if n is
#   negative or does not fit in width bits, or if width is not positive.

def reverse_bits_fixed_width(n, width):
    if width <= 0:
        raise ValueError("width must be positive")
    if n < 0 or n >= (1 << width):
        raise ValueError("n does not fit in width bits")
    result = 0
    for _ in range(width):
        result = (result << 1) | (n & 1)
        n >>= 1
    return result

# --- tests ---
import pytest

assert reverse_bits_fixed_width(1, 8) == 128
assert reverse_bits_fixed_width(0b00000110, 8) == 0b01100000
assert reverse_bits_fixed_width(0, 4) == 0
assert reverse_bits_fixed_width(0b1011, 4) == 0b1101
assert reverse_bits_fixed_width(1, 1) == 1
assert reverse_bits_fixed_width(43261596, 32) == 964176192
with pytest.raises(ValueError):
    reverse_bits_fixed_width(256, 8)
with pytest.raises(ValueError):
    reverse_bits_fixed_width(-1, 8)
with pytest.raises(ValueError):
    reverse_bits_fixed_width(0, 0)
assert reverse_bits_fixed_width(255, 8) == 255
