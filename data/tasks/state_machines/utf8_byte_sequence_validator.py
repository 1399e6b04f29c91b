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
