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

# --- implementation 2: floor division by 2**offset, then modulo 2**width ---
def extract_bit_field(value, offset, width):
    if offset < 0:
        raise ValueError("negative offset")
    if width < 1:
        raise ValueError("width must be at least 1")
    return (value // (1 << offset)) % (1 << width)

# --- implementation 3: copy the field one bit at a time ---
def extract_bit_field(value, offset, width):
    if offset < 0 or width <= 0:
        raise ValueError("bad offset or width")
    field = 0
    for i in range(width):
        if (value >> (offset + i)) & 1:
            field |= 1 << i
    return field

# --- implementation 4: the low offset + width bits as a padded binary string, field read from its front ---
def extract_bit_field(value, offset, width):
    if offset < 0:
        raise ValueError("offset must not be negative")
    if width <= 0:
        raise ValueError("width must be at least 1")
    span = offset + width
    digits = format(value % (1 << span), "0%db" % span)
    return int(digits[:width], 2)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.06:
        return (rng.randint(0, 255), rng.randint(-4, -1), rng.randint(1, 4))
    if r < 0.12:
        return (rng.randint(0, 255), rng.randint(0, 4), rng.randint(-2, 0))
    value = rng.choice([0, 0xFF, 0xABCD, (1 << 20) - 1, rng.randint(0, 1 << 24), rng.randint(-(1 << 24), -1)])
    offset = rng.choice([0, rng.randint(0, 8), rng.randint(0, 26)])
    width = rng.choice([1, rng.randint(1, 8), rng.randint(1, 20)])
    return (value, offset, width)
