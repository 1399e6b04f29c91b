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
