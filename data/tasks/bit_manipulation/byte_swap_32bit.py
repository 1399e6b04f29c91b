# domain: bit_manipulation
# function: byte_swap_32bit
# query: Reverse the byte order of a 32-bit unsigned integer (endianness swap), e.g. 0x12345678 ->
#   0x78563412. Raise ValueError if the value is negative or does not fit in 32 bits.

def byte_swap_32bit(value):
    if value < 0 or value > 0xFFFFFFFF:
        raise ValueError("value must fit in 32 bits")
    result = 0
    for _ in range(4):
        result = (result << 8) | (value & 0xFF)
        value >>= 8
    return result

# --- tests ---
import pytest

assert byte_swap_32bit(0) == 0
assert byte_swap_32bit(0x12345678) == 0x78563412
assert byte_swap_32bit(0xFF) == 0xFF000000
assert byte_swap_32bit(0xFF000000) == 0xFF
assert byte_swap_32bit(0x00010000) == 0x00000100
assert byte_swap_32bit(0xFFFFFFFF) == 0xFFFFFFFF
assert byte_swap_32bit(0x80) == 0x80000000
with pytest.raises(ValueError):
    byte_swap_32bit(1 << 32)
with pytest.raises(ValueError):
    byte_swap_32bit(-1)

# --- implementation 2: to_bytes big-endian, from_bytes little-endian ---
def byte_swap_32bit(value):
    if not 0 <= value <= 0xFFFFFFFF:
        raise ValueError("value out of 32-bit range")
    raw = value.to_bytes(4, "big")
    return int.from_bytes(raw, "little")

# --- implementation 3: move each byte with a fixed mask and shift ---
def byte_swap_32bit(value):
    if value < 0 or value >> 32:
        raise ValueError("not a 32-bit unsigned value")
    return (
        ((value & 0xFF) << 24)
        | ((value & 0xFF00) << 8)
        | ((value >> 8) & 0xFF00)
        | (value >> 24)
    )

# --- implementation 4: struct pack big-endian, unpack little-endian ---
import struct


def byte_swap_32bit(value):
    if value < 0 or value >= 1 << 32:
        raise ValueError("value must be an unsigned 32-bit integer")
    packed = struct.pack(">I", value)
    return struct.unpack("<I", packed)[0]

# --- implementation 5: zero-padded hex digits regrouped in pairs and the pairs reversed ---
def byte_swap_32bit(value):
    if value < 0 or value >= 2 ** 32:
        raise ValueError("value is not a 32-bit unsigned integer")
    digits = "%08x" % value
    pairs = [digits[i:i + 2] for i in range(0, 8, 2)]
    return int("".join(reversed(pairs)), 16)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.06:
        return (rng.randint(-1000, -1),)
    if r < 0.12:
        return ((1 << 32) + rng.randint(0, 1000),)
    if r < 0.35:
        return (rng.choice([0, 0xFF, 0xFF00, 0xFF0000, 0xFF000000, 0xFFFFFFFF, 0x80, 1 << 31]),)
    return (rng.randint(0, 0xFFFFFFFF),)
