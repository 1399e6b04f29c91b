# domain: validation
# function: is_valid_ssn_format
# query: Validate ssn as a US Social Security number written "AAA-GG-SSSS": the area may not be 000,
#   666 or 900-999, the group may not be 00 and the serial may not be 0000. Returns a bool.

def is_valid_ssn_format(ssn):
    if len(ssn) != 11 or ssn[3] != "-" or ssn[6] != "-":
        return False
    area, group, serial = ssn[:3], ssn[4:6], ssn[7:]
    if not (area.isdigit() and group.isdigit() and serial.isdigit()):
        return False
    a = int(area)
    if a == 0 or a == 666 or a >= 900:
        return False
    if int(group) == 0 or int(serial) == 0:
        return False
    return True

# --- tests ---
import pytest

assert is_valid_ssn_format("123-50-1000") is True
assert is_valid_ssn_format("000-45-6789") is False
assert is_valid_ssn_format("666-45-6789") is False
assert is_valid_ssn_format("665-45-6789") is True
assert is_valid_ssn_format("900-45-6789") is False
assert is_valid_ssn_format("899-01-0001") is True
assert is_valid_ssn_format("123-00-6789") is False
assert is_valid_ssn_format("123-45-0000") is False
assert is_valid_ssn_format("123 45 6789") is False
assert is_valid_ssn_format("12a-45-6789") is False
