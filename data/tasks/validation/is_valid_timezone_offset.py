# domain: validation
# function: is_valid_timezone_offset
# query: Validate a UTC offset string "+HH:MM" or "-HH:MM" (or the literal "Z"): hours 00-14, minutes
#   one of 00, 15, 30, 45, and offsets beyond +14:00 or -12:00 are rejected. Returns a bool.

def is_valid_timezone_offset(offset):
    if offset == "Z":
        return True
    if len(offset) != 6 or offset[0] not in "+-" or offset[3] != ":":
        return False
    hh, mm = offset[1:3], offset[4:]
    if not (hh.isdigit() and mm.isdigit()):
        return False
    hours, minutes = int(hh), int(mm)
    if minutes not in (0, 15, 30, 45):
        return False
    total = hours * 60 + minutes
    if offset[0] == "+":
        return total <= 14 * 60
    return total <= 12 * 60

# --- tests ---
import pytest

assert is_valid_timezone_offset("Z") is True
assert is_valid_timezone_offset("-09:15") is True
assert is_valid_timezone_offset("-03:30") is True
assert is_valid_timezone_offset("+14:00") is True
assert is_valid_timezone_offset("+14:15") is False
assert is_valid_timezone_offset("-12:00") is True
assert is_valid_timezone_offset("-12:15") is False
assert is_valid_timezone_offset("+05:20") is False
assert is_valid_timezone_offset("+05-30") is False
assert is_valid_timezone_offset("~05:30") is False
