# domain: bit_manipulation
# function: swap_byte_nibbles
# query: Swap the high and low 4-bit nibbles of a single byte (0xAB -> 0xBA). Raise ValueError if
#   the value is not in 0..255.

def swap_byte_nibbles(byte):
    if byte < 0 or byte > 255:
        raise ValueError("byte must be in 0..255")
    high = (byte >> 4) & 0x0F
    low = byte & 0x0F
    return (low << 4) | high

# --- tests ---
import pytest

assert swap_byte_nibbles(0) == 0
assert swap_byte_nibbles(0xAB) == 0xBA
assert swap_byte_nibbles(0x0F) == 0xF0
assert swap_byte_nibbles(0xF0) == 0x0F
assert swap_byte_nibbles(0x12) == 0x21
assert swap_byte_nibbles(255) == 255
assert swap_byte_nibbles(0x80) == 0x08
with pytest.raises(ValueError):
    swap_byte_nibbles(256)
with pytest.raises(ValueError):
    swap_byte_nibbles(-1)
