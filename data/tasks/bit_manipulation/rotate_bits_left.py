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

# --- implementation 2: rotate the zero-padded binary string by slicing ---
def rotate_bits_left(value, k, width):
    if width < 1 or k < 0:
        raise ValueError("bad width or k")
    if value < 0 or value.bit_length() > width:
        raise ValueError("value too wide")
    bits = format(value, "0%db" % width)
    shift = k % width
    return int(bits[shift:] + bits[:shift], 2)

# --- implementation 3: rotate one place at a time, carrying the top bit to the bottom ---
def rotate_bits_left(value, k, width):
    if width <= 0 or k < 0:
        raise ValueError("width must be positive and k non-negative")
    if not 0 <= value < 2 ** width:
        raise ValueError("value out of range")
    top = 1 << (width - 1)
    for _ in range(k % width):
        carry = 1 if value & top else 0
        value = ((value & ~top) << 1) | carry
    return value

# --- implementation 4: rotate a deque of the bits, most significant first ---
from collections import deque


def rotate_bits_left(value, k, width):
    if width <= 0 or k < 0:
        raise ValueError("invalid width or k")
    if value < 0 or value >> width:
        raise ValueError("value does not fit")
    bits = deque((value >> i) & 1 for i in range(width - 1, -1, -1))
    bits.rotate(-(k % width))
    result = 0
    for bit in bits:
        result = (result << 1) | bit
    return result

# --- inputs ---
def random_input(rng):
    width = rng.choice([1, 4, 8, 12, 16, rng.randint(1, 20)])
    value = rng.choice([0, 1, (1 << width) - 1, 1 << (width - 1), rng.randint(0, (1 << width) - 1)])
    k = rng.choice([0, 1, width - 1, width, width + 1, rng.randint(0, 3 * width)])
    r = rng.random()
    if r < 0.04:
        width = rng.randint(-2, 0)
    elif r < 0.08:
        k = rng.randint(-5, -1)
    elif r < 0.16:
        value = rng.choice([-1, 1 << width, (1 << width) + rng.randint(0, 3)])
    return (value, k, width)
