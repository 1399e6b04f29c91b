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

# --- implementation 2: regular expression and a signed minute count ---
import re


def is_valid_timezone_offset(offset):
    if offset == "Z":
        return True
    m = re.fullmatch(r"([+-])([0-9]{2}):(00|15|30|45)", offset)
    if not m:
        return False
    minutes = int(m.group(2)) * 60 + int(m.group(3))
    signed = minutes if m.group(1) == "+" else -minutes
    return -12 * 60 <= signed <= 14 * 60

# --- implementation 3: partition on ":" and a dict of limits per sign ---
def is_valid_timezone_offset(offset):
    if offset == "Z":
        return True
    limits = {"+": (14, 0), "-": (12, 0)}
    sign, body = offset[:1], offset[1:]
    hours, colon, minutes = body.partition(":")
    if sign not in limits or not colon or len(hours) != 2 or minutes not in ("00", "15", "30", "45"):
        return False
    if any(c not in "0123456789" for c in hours):
        return False
    return (int(hours), int(minutes)) <= limits[sign]

# --- implementation 4: precomputed set of every allowed offset string ---
def _all_offsets():
    offsets = {"Z"}
    for sign, limit in (("+", 14 * 60), ("-", 12 * 60)):
        for minutes in range(0, limit + 1, 15):
            offsets.add("%s%02d:%02d" % (sign, minutes // 60, minutes % 60))
    return offsets


VALID_OFFSETS = _all_offsets()


def is_valid_timezone_offset(offset):
    return offset in VALID_OFFSETS

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.1:
        return (rng.choice(["Z", "z", "", "+0530", "05:30", "+5:30", "+05:3"]),)
    sign = rng.choice(["+", "-", "+", "-", "~"])
    hours = rng.choice(["00", "05", "09", "11", "12", "13", "14", "15", "1a"])
    minutes = rng.choice(["00", "15", "30", "45", "20", "60", "0"])
    return (sign + hours + rng.choice([":", ":", ":", "-"]) + minutes,)
