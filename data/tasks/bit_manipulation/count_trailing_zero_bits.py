# domain: bit_manipulation
# function: count_trailing_zero_bits
# query: Given an unsigned integer value stored in width bits (default 32), count the zero bits
#   below its lowest set bit; for 0 the answer is the full width. Raise ValueError if value is
#   negative or does not fit in width bits.

def count_trailing_zero_bits(value, width=32):
    if value < 0 or value >= (1 << width):
        raise ValueError("value out of range")
    if value == 0:
        return width
    count = 0
    while value & 1 == 0:
        value >>= 1
        count += 1
    return count

# --- tests ---
import pytest

assert count_trailing_zero_bits(0) == 32
assert count_trailing_zero_bits(0, 8) == 8
assert count_trailing_zero_bits(1) == 0
assert count_trailing_zero_bits(2) == 1
assert count_trailing_zero_bits(40) == 3
assert count_trailing_zero_bits(0x80000000) == 31
with pytest.raises(ValueError):
    count_trailing_zero_bits(256, 8)
with pytest.raises(ValueError):
    count_trailing_zero_bits(-1)
assert count_trailing_zero_bits(255, 8) == 0

# --- implementation 2: bit_length of the isolated lowest set bit ---
def count_trailing_zero_bits(value, width=32):
    if value < 0 or value.bit_length() > width:
        raise ValueError("value out of range")
    if not value:
        return width
    return (value & -value).bit_length() - 1

# --- implementation 3: zero-padded binary string, count the trailing '0' characters ---
def count_trailing_zero_bits(value, width=32):
    if not 0 <= value < 2 ** width:
        raise ValueError("value does not fit")
    text = format(value, "0%db" % width)
    return len(text) - len(text.rstrip("0"))

# --- inputs ---
def random_input(rng):
    width = rng.choice([1, 4, 8, 8, 16, 32, 32, 64])
    r = rng.random()
    if r < 0.06:
        return (rng.randint(-10, -1), width)
    if r < 0.12:
        return ((1 << width) + rng.randint(0, 5), width)
    if r < 0.4:
        k = rng.randint(0, width - 1)
        value = rng.choice([0, 1 << k, (1 << width) - 1, (1 << width) - (1 << k)])
    else:
        value = rng.randint(0, (1 << rng.randint(0, width)) - 1)
    if width == 32 and rng.random() < 0.5:
        return (value,)
    return (value, width)
