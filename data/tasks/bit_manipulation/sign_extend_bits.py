# domain: bit_manipulation
# function: sign_extend_bits
# query: Interpret the low-order part of an unsigned value, bits wide, as a two's complement signed
#   number and return it as a Python int (e.g. value 0xFF with bits 8 -> -1). Raise ValueError
#   if bits is not positive or value is negative or does not fit in that many bits.

def sign_extend_bits(value, bits):
    if bits <= 0:
        raise ValueError("bits must be positive")
    if value < 0 or value >= (1 << bits):
        raise ValueError("value does not fit")
    sign_bit = 1 << (bits - 1)
    if value & sign_bit:
        return value - (1 << bits)
    return value

# --- tests ---
import pytest

assert sign_extend_bits(0, 8) == 0
assert sign_extend_bits(0x7F, 8) == 127
assert sign_extend_bits(0x80, 8) == -128
assert sign_extend_bits(0xFF, 8) == -1
assert sign_extend_bits(1, 1) == -1
assert sign_extend_bits(0x8000, 16) == -32768
assert sign_extend_bits(0b0110, 4) == 6
with pytest.raises(ValueError):
    sign_extend_bits(256, 8)
with pytest.raises(ValueError):
    sign_extend_bits(-1, 8)
with pytest.raises(ValueError):
    sign_extend_bits(0, 0)

# --- implementation 2: flip the sign bit, then subtract its weight ---
def sign_extend_bits(value, bits):
    if bits < 1:
        raise ValueError("bits must be positive")
    if value < 0 or value.bit_length() > bits:
        raise ValueError("value out of range")
    sign = 1 << (bits - 1)
    return (value ^ sign) - sign

# --- implementation 3: values in the upper half of the range wrap around by 2**bits ---
def sign_extend_bits(value, bits):
    if bits <= 0:
        raise ValueError("bits must be positive")
    size = 2 ** bits
    if not 0 <= value < size:
        raise ValueError("value does not fit")
    return value - size if value >= size // 2 else value

# --- implementation 4: subtract 2**bits times the sign bit ---
def sign_extend_bits(value, bits):
    if bits < 1:
        raise ValueError("bits must be at least 1")
    if value < 0 or value >> bits:
        raise ValueError("value wider than bits")
    sign = value >> (bits - 1)
    return value - (sign << bits)

# --- inputs ---
def random_input(rng):
    bits = rng.choice([1, 2, 4, 8, 16, 32, rng.randint(1, 40)])
    r = rng.random()
    if r < 0.05:
        return (rng.randint(0, 3), rng.randint(-3, 0))
    if r < 0.1:
        return (rng.randint(-9, -1), bits)
    if r < 0.15:
        return ((1 << bits) + rng.randint(0, 5), bits)
    half = 1 << (bits - 1)
    value = rng.choice([0, half - 1, half, (1 << bits) - 1, rng.randint(0, (1 << bits) - 1)])
    return (value, bits)
