# domain: date_time
# function: parse_utc_offset_minutes
# query: Parse text, a UTC offset string like '+05:30', '-08:00' or 'Z', into signed minutes east of
#   UTC (e.g. 330, -480, 0). Raise ValueError for malformed strings or offsets beyond +/-14:00.

import re

def parse_utc_offset_minutes(text):
    if text == "Z":
        return 0
    match = re.fullmatch(r"([+-])(\d\d):(\d\d)", text)
    if not match:
        raise ValueError("malformed offset")
    hours, minutes = int(match.group(2)), int(match.group(3))
    if minutes > 59:
        raise ValueError("minutes out of range")
    total = hours * 60 + minutes
    if total > 14 * 60:
        raise ValueError("offset too large")
    return -total if match.group(1) == "-" else total

# --- tests ---
import pytest

assert parse_utc_offset_minutes("Z") == 0
assert parse_utc_offset_minutes("+00:00") == 0
assert parse_utc_offset_minutes("+05:30") == 330
assert parse_utc_offset_minutes("-08:00") == -480
assert parse_utc_offset_minutes("+14:00") == 840
assert parse_utc_offset_minutes("-03:59") == -239
with pytest.raises(ValueError):
    parse_utc_offset_minutes("+14:01")
with pytest.raises(ValueError):
    parse_utc_offset_minutes("+05:60")
with pytest.raises(ValueError):
    parse_utc_offset_minutes("0530")
with pytest.raises(ValueError):
    parse_utc_offset_minutes("+5:30")

# --- implementation 2: fixed-position character checks instead of a pattern ---
def parse_utc_offset_minutes(text):
    if text == "Z":
        return 0
    if len(text) != 6 or text[0] not in "+-" or text[3] != ":":
        raise ValueError("malformed offset %r" % text)
    digits = text[1:3] + text[4:]
    if not all(c in "0123456789" for c in digits):
        raise ValueError("malformed offset %r" % text)
    hours, minutes = int(digits[:2]), int(digits[2:])
    if minutes >= 60 or hours * 60 + minutes > 840:
        raise ValueError("offset out of range")
    sign = -1 if text[0] == "-" else 1
    return sign * (hours * 60 + minutes)

# --- implementation 3: splits sign, hours and minutes and validates each piece ---
def parse_utc_offset_minutes(text):
    if text == "Z":
        return 0
    sign, body = text[:1], text[1:]
    hh, sep, mm = body.partition(":")
    if sign not in ("+", "-") or not sep or len(hh) != 2 or len(mm) != 2:
        raise ValueError("bad offset")
    if not (hh.isdigit() and mm.isdigit() and hh.isascii() and mm.isascii()):
        raise ValueError("bad offset")
    total = int(hh) * 60 + int(mm)
    if int(mm) > 59 or total > 14 * 60:
        raise ValueError("offset out of range")
    return total if sign == "+" else -total

# --- implementation 4: a layout check, then datetime.strptime's %z, range-checked ---
from datetime import datetime


def parse_utc_offset_minutes(text):
    if text != "Z" and (len(text) != 6 or text[3] != ":"):
        raise ValueError("malformed offset %r" % text)
    offset = datetime.strptime(text, "%z").utcoffset()
    minutes = int(offset.total_seconds()) // 60
    if abs(minutes) > 840:
        raise ValueError("offset beyond 14 hours")
    return minutes

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.1:
        return ("Z",)
    if r < 0.25:
        return (rng.choice(["0530", "+5:30", "z", "", "+05:3", "05:30", "+05-30", "+05:30Z", "UTC", "-14:01", "+14:01"]),)
    h, m = rng.randint(0, 15), rng.choice([0, 30, 45, 59, 60, rng.randint(0, 59)])
    return ("%s%02d:%02d" % (rng.choice("+-"), h, m),)
