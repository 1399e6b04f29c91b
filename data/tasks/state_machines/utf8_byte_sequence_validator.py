# domain: state_machines
# function: utf8_byte_sequence_validator
# query: Check whether data, a list of byte values, is well-formed UTF-8 by structure: a lead byte
#   0xxxxxxx, 110xxxxx, 1110xxxx or 11110xxx must be followed by exactly 0, 1, 2 or 3
#   continuation bytes 10xxxxxx. Return True or False (an empty list is valid) and raise
#   ValueError for a value outside 0..255.

def utf8_byte_sequence_validator(data):
    pending = 0
    for byte in data:
        if byte < 0 or byte > 255:
            raise ValueError("not a byte value")
        if pending > 0:
            if byte >> 6 != 0b10:
                return False
            pending -= 1
        elif byte >> 7 == 0:
            continue
        elif byte >> 5 == 0b110:
            pending = 1
        elif byte >> 4 == 0b1110:
            pending = 2
        elif byte >> 3 == 0b11110:
            pending = 3
        else:
            return False
    return pending == 0

# --- tests ---
import pytest

assert utf8_byte_sequence_validator([]) is True
assert utf8_byte_sequence_validator([0x7F, 0x41, 0x00]) is True
assert utf8_byte_sequence_validator([0xC3, 0xA9, 0x41]) is True
assert utf8_byte_sequence_validator([0xE2, 0x82, 0xAC]) is True
assert utf8_byte_sequence_validator([0xF0, 0x9F, 0x98, 0x80]) is True
assert utf8_byte_sequence_validator([0xE2, 0x82]) is False
assert utf8_byte_sequence_validator([0x80]) is False
assert utf8_byte_sequence_validator([0xC3, 0x41]) is False
assert utf8_byte_sequence_validator([0xF8, 0x88, 0x80, 0x80, 0x80]) is False
with pytest.raises(ValueError):
    utf8_byte_sequence_validator([0x41, 256])

# --- implementation 2: count each lead byte's leading one bits to get the sequence length ---
def utf8_byte_sequence_validator(data):
    expected = 0
    for b in data:
        if not 0 <= b <= 255:
            raise ValueError("%r is not a byte" % b)
        ones = 0
        while ones < 8 and b & (0x80 >> ones):
            ones += 1
        if expected:
            if ones != 1:
                return False
            expected -= 1
        elif ones == 1 or ones > 4:
            return False
        else:
            expected = max(ones - 1, 0)
    return expected == 0

# --- implementation 3: the sequence length from the lead byte's range, then a slice of continuations ---
def utf8_byte_sequence_validator(data):
    if any(b < 0 or b > 255 for b in data):
        raise ValueError("byte value out of range")
    i = 0
    while i < len(data):
        lead = data[i]
        if lead < 0x80:
            size = 1
        elif 0xC0 <= lead < 0xE0:
            size = 2
        elif 0xE0 <= lead < 0xF0:
            size = 3
        elif 0xF0 <= lead < 0xF8:
            size = 4
        else:
            return False
        tail = data[i + 1:i + size]
        if len(tail) != size - 1 or any(not 0x80 <= t < 0xC0 for t in tail):
            return False
        i += size
    return True

# --- inputs ---
def random_input(rng):
    seqs = [[0x41], [0x00], [0x7F], [0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x98, 0x80]]
    data = []
    for _ in range(rng.randint(0, 4)):
        data += rng.choice(seqs)
    r = rng.random()
    if r < 0.3 and data:
        i = rng.randrange(len(data))
        data[i] = rng.choice([0x80, 0xBF, 0xC0, 0xF8, 0xFF, 0x41, 0xE0])
    elif r < 0.4 and data:
        data.pop()
    elif r < 0.45:
        data.append(rng.choice([256, -1]))
    return (data,)
