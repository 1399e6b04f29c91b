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

# --- implementation 2: reverse the 8-digit binary string ---
def reverse_bits_of_byte(byte):
    if not 0 <= byte <= 255:
        raise ValueError("not a byte")
    text = format(byte, "08b")
    return int(text[::-1], 2)

# --- implementation 3: swap nibbles, then bit pairs, then neighbouring bits ---
def reverse_bits_of_byte(byte):
    if byte < 0 or byte > 0xFF:
        raise ValueError("byte out of range")
    byte = ((byte & 0xF0) >> 4) | ((byte & 0x0F) << 4)
    byte = ((byte & 0xCC) >> 2) | ((byte & 0x33) << 2)
    byte = ((byte & 0xAA) >> 1) | ((byte & 0x55) << 1)
    return byte

# --- implementation 4: a 16-entry table of reversed nibbles, nibbles swapped ---
_REVERSED_NIBBLE = [0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15]


def reverse_bits_of_byte(byte):
    if byte not in range(256):
        raise ValueError("byte must be in 0..255")
    return (_REVERSED_NIBBLE[byte & 0xF] << 4) | _REVERSED_NIBBLE[byte >> 4]

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.06:
        return (rng.randint(-50, -1),)
    if r < 0.12:
        return (rng.randint(256, 600),)
    if r < 0.3:
        return (rng.choice([0, 1, 0x80, 0xFF, 0x0F, 0xF0, 0x55, 0xAA]),)
    return (rng.randint(0, 255),)
