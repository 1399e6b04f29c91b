# domain: bit_manipulation
# function: extract_bit_field
# query: Read an unsigned bit field out of a packed integer value: return the bits of value that
#   start at bit position offset (bit 0 least significant) and span width bits. Raise
#   ValueError if offset is negative or width is not positive.

def extract_bit_field(value, offset, width):
    if offset < 0:
        raise ValueError("offset must be non-negative")
    if width <= 0:
        raise ValueError("width must be positive")
    mask = (1 << width) - 1
    return (value >> offset) & mask

# --- tests ---
import pytest

assert extract_bit_field(0b110110, 0, 1) == 0
assert extract_bit_field(0b110110, 1, 2) == 0b11
assert extract_bit_field(0b110110, 2, 3) == 0b101
assert extract_bit_field(0xABCD, 4, 8) == 0xBC
assert extract_bit_field(0xABCD, 12, 4) == 0xA
assert extract_bit_field(0xFF, 0, 8) == 0xFF
with pytest.raises(ValueError):
    extract_bit_field(5, -1, 2)
with pytest.raises(ValueError):
    extract_bit_field(5, 0, 0)
assert extract_bit_field(1, 0, 1) == 1
