# domain: bit_manipulation
# function: insert_bit_field
# query: Given a packed integer value, write field into value starting at bit offset, spanning width
#   bits, replacing whatever bits were there and leaving the rest untouched. Raise ValueError
#   if offset is negative, width is not positive, or field does not fit in width bits (or is
#   negative).

def insert_bit_field(value, field, offset, width):
    if offset < 0 or width <= 0:
        raise ValueError("invalid offset or width")
    mask = (1 << width) - 1
    if field < 0 or field > mask:
        raise ValueError("field does not fit")
    cleared = value & ~(mask << offset)
    return cleared | (field << offset)

# --- tests ---
import pytest

assert insert_bit_field(0, 1, 0, 1) == 1
assert insert_bit_field(0xFFFF, 0, 4, 8) == 0xF00F
assert insert_bit_field(0x1234, 0xAB, 4, 8) == 0x1AB4
assert insert_bit_field(0b1111, 0b01, 1, 2) == 0b1011
assert insert_bit_field(0, 7, 3, 3) == 56
with pytest.raises(ValueError):
    insert_bit_field(0, 8, 0, 3)
with pytest.raises(ValueError):
    insert_bit_field(0, -1, 0, 3)
with pytest.raises(ValueError):
    insert_bit_field(0, 1, -1, 3)
with pytest.raises(ValueError):
    insert_bit_field(0, 0, 0, 0)
assert insert_bit_field(0, 7, 0, 3) == 7

# --- implementation 2: add the difference between the new and the old field at the offset ---
def insert_bit_field(value, field, offset, width):
    if offset < 0 or width < 1:
        raise ValueError("invalid offset or width")
    if not 0 <= field < (1 << width):
        raise ValueError("field does not fit in width bits")
    old = (value >> offset) & ((1 << width) - 1)
    return value + ((field - old) << offset)

# --- implementation 3: set or clear each bit of the field's span individually ---
def insert_bit_field(value, field, offset, width):
    if offset < 0 or width <= 0:
        raise ValueError("bad offset or width")
    if field < 0 or field.bit_length() > width:
        raise ValueError("field too wide")
    for i in range(width):
        bit = 1 << (offset + i)
        if (field >> i) & 1:
            value |= bit
        else:
            value &= ~bit
    return value

# --- inputs ---
def random_input(rng):
    width = rng.randint(1, 10)
    offset = rng.randint(0, 12)
    value = rng.choice([0, 0xFFFF, 0x1234, rng.randint(0, 1 << 24), -1, rng.randint(-(1 << 24), -1)])
    field = rng.choice([0, (1 << width) - 1, rng.randint(0, (1 << width) - 1)])
    r = rng.random()
    if r < 0.06:
        field = (1 << width) + rng.randint(0, 3)
    elif r < 0.1:
        field = rng.randint(-4, -1)
    elif r < 0.13:
        offset = rng.randint(-3, -1)
    elif r < 0.16:
        width = rng.randint(-2, 0)
    return (value, field, offset, width)
