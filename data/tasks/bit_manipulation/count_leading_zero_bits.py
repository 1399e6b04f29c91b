# domain: bit_manipulation
# function: count_leading_zero_bits
# query: Given an unsigned integer value held in a register of width bits (default 32), count its
#   leading zero bits; a value of 0 has width leading zeros. Raise ValueError if value is
#   negative or wider than the register.

def count_leading_zero_bits(value, width=32):
    if value < 0 or value >= (1 << width):
        raise ValueError("value out of range")
    count = 0
    probe = 1 << (width - 1)
    while probe and value & probe == 0:
        count += 1
        probe >>= 1
    return count

# --- tests ---
import pytest

assert count_leading_zero_bits(0) == 32
assert count_leading_zero_bits(1) == 31
assert count_leading_zero_bits(0x80000000) == 0
assert count_leading_zero_bits(0x7FFFFFFF) == 1
assert count_leading_zero_bits(1, 8) == 7
assert count_leading_zero_bits(0x10, 8) == 3
assert count_leading_zero_bits(0, 8) == 8
with pytest.raises(ValueError):
    count_leading_zero_bits(256, 8)
with pytest.raises(ValueError):
    count_leading_zero_bits(-1, 8)

# --- implementation 2: the register width minus the value's bit_length ---
def count_leading_zero_bits(value, width=32):
    used = value.bit_length()
    if value < 0 or used > width:
        raise ValueError("value does not fit in the register")
    return width - used

# --- implementation 3: zero-padded binary string, count the leading '0' characters ---
def count_leading_zero_bits(value, width=32):
    if value < 0 or value >= 2 ** width:
        raise ValueError("value out of range")
    text = format(value, "0{}b".format(width))
    return len(text) - len(text.lstrip("0"))

# --- implementation 4: start from the width and subtract one per right shift until the value is 0 ---
def count_leading_zero_bits(value, width=32):
    if not 0 <= value < 1 << width:
        raise ValueError("value does not fit in width bits")
    zeros = width
    while value:
        value >>= 1
        zeros -= 1
    return zeros

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
        value = rng.choice([0, 1 << k, (1 << (k + 1)) - 1, (1 << width) - 1])
    else:
        value = rng.randint(0, (1 << rng.randint(0, width)) - 1)
    if width == 32 and rng.random() < 0.5:
        return (value,)
    return (value, width)
