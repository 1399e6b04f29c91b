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

# --- implementation 2: divmod by 16, then recombine the digits the other way round ---
def swap_byte_nibbles(byte):
    if not 0 <= byte <= 255:
        raise ValueError("not a byte")
    high, low = divmod(byte, 16)
    return low * 16 + high

# --- implementation 3: reverse the two-digit hexadecimal string ---
def swap_byte_nibbles(byte):
    if byte < 0 or byte > 0xFF:
        raise ValueError("value out of byte range")
    digits = format(byte, "02x")
    return int(digits[::-1], 16)

# --- implementation 4: rotate the byte by four bits and mask to 8 bits ---
def swap_byte_nibbles(byte):
    if byte < 0 or byte >= 256:
        raise ValueError("byte must be in 0..255")
    rotated = (byte << 4) | (byte >> 4)
    return rotated & 0xFF

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.06:
        return (rng.randint(-50, -1),)
    if r < 0.12:
        return (rng.choice([256, 256, rng.randint(257, 600)]),)
    if r < 0.3:
        return (rng.choice([0, 0x0F, 0xF0, 0xFF, 0x80, 0x08, 0x01, 0x10]),)
    return (rng.randint(0, 255),)
