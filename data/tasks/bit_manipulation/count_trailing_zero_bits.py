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
