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

# --- implementation 2: reverse the zero-padded binary string ---
def reverse_bits_fixed_width(n, width):
    if width < 1:
        raise ValueError("width must be positive")
    if n < 0 or n.bit_length() > width:
        raise ValueError("n does not fit")
    return int(format(n, "0%db" % width)[::-1], 2)

# --- implementation 3: move each set bit i to position width - 1 - i ---
def reverse_bits_fixed_width(n, width):
    if width <= 0:
        raise ValueError("width must be positive")
    if not 0 <= n < 2 ** width:
        raise ValueError("n out of range")
    result = 0
    for i in range(width):
        if n >> i & 1:
            result |= 1 << (width - 1 - i)
    return result

# --- inputs ---
def random_input(rng):
    width = rng.choice([1, 4, 8, 8, 16, 32, rng.randint(1, 40)])
    r = rng.random()
    if r < 0.05:
        return (rng.randint(0, 3), rng.randint(-3, 0))
    if r < 0.1:
        return (rng.randint(-9, -1), width)
    if r < 0.15:
        return ((1 << width) + rng.randint(0, 5), width)
    n = rng.choice([0, 1, (1 << width) - 1, 1 << (width - 1), rng.randint(0, (1 << width) - 1)])
    return (n, width)
