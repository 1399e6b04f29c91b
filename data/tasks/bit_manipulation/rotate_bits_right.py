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

# --- implementation 2: rotate the zero-padded binary string by slicing ---
def rotate_bits_right(value, k, width):
    if width < 1 or k < 0:
        raise ValueError("bad width or k")
    if value < 0 or value.bit_length() > width:
        raise ValueError("value too wide")
    bits = format(value, "0%db" % width)
    cut = len(bits) - k % width
    return int(bits[cut:] + bits[:cut], 2)

# --- implementation 3: rotate a deque of the bits (least significant first) ---
from collections import deque


def rotate_bits_right(value, k, width):
    if width <= 0 or k < 0:
        raise ValueError("invalid width or shift")
    if not 0 <= value < 2 ** width:
        raise ValueError("value does not fit")
    bits = deque((value >> i) & 1 for i in range(width))
    bits.rotate(-(k % width))
    return sum(bit << i for i, bit in enumerate(bits))

# --- implementation 4: rotate one place at a time, carrying the low bit to the top ---
def rotate_bits_right(value, k, width):
    if width < 1 or k < 0:
        raise ValueError("width must be positive and k non-negative")
    if not 0 <= value < 1 << width:
        raise ValueError("value does not fit in width bits")
    for _ in range(k % width):
        low = value & 1
        value = (value >> 1) | (low << (width - 1))
    return value

# --- inputs ---
def random_input(rng):
    width = rng.choice([1, 4, 8, 16, 32, rng.randint(1, 20)])
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
