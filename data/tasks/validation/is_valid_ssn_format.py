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

# --- implementation 2: regular expression with groups, then the forbidden values ---
import re


def is_valid_ssn_format(ssn):
    m = re.fullmatch(r"([0-9]{3})-([0-9]{2})-([0-9]{4})", ssn)
    if not m:
        return False
    area, group, serial = m.groups()
    return area not in ("000", "666") and area[0] != "9" and group != "00" and serial != "0000"

# --- implementation 3: split on hyphens and compare the part lengths ---
def is_valid_ssn_format(ssn):
    parts = ssn.split("-")
    if [len(p) for p in parts] != [3, 2, 4]:
        return False
    if not all(c in "0123456789" for c in "".join(parts)):
        return False
    area, group, serial = (int(p) for p in parts)
    return 0 < area < 900 and area != 666 and group > 0 and serial > 0

# --- inputs ---
def random_input(rng):
    area = rng.choice(["000", "001", "123", "665", "666", "667", "899", "900", "999", "12a", "12"])
    group = rng.choice(["00", "01", "10", "45", "50", "99", "4"])
    serial = rng.choice(["0000", "0001", "6789", "1000", "678"])
    sep = rng.choice(["-", "-", "-", "-", " ", ""])
    return (area + sep + group + sep + serial,)
