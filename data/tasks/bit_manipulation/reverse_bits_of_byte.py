# domain: bit_manipulation
# function: reverse_bits_of_byte
# query: Mirror the 8 bits of a byte so bit 7 becomes bit 0 and vice versa (0x01 -> 0x80,
#   0b00000110 -> 0b01100000). Raise ValueError if the value is not in 0..255.

def reverse_bits_of_byte(byte):
    if byte < 0 or byte > 255:
        raise ValueError("byte must be in 0..255")
    result = 0
    for position in range(8):
        if byte & (1 << position):
            result |= 1 << (7 - position)
    return result

# --- tests ---
import pytest

assert reverse_bits_of_byte(0) == 0
assert reverse_bits_of_byte(1) == 0x80
assert reverse_bits_of_byte(0x80) == 1
assert reverse_bits_of_byte(0b00000110) == 0b01100000
assert reverse_bits_of_byte(255) == 255
assert reverse_bits_of_byte(0b11010000) == 0b00001011
assert reverse_bits_of_byte(0x0F) == 0xF0
with pytest.raises(ValueError):
    reverse_bits_of_byte(256)
with pytest.raises(ValueError):
    reverse_bits_of_byte(-1)
