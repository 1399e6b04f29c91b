# domain: validation
# function: parse_opening_hours_range
# query: Parse text, an opening-hours range "HH:MM-HH:MM" (24-hour, two-digit fields), into a pair
#   of minutes since midnight (start, end). The end must be strictly after the start, except
#   that "24:00" is allowed as an end time. Raise ValueError for malformed input or an
#   empty/inverted range.

def parse_opening_hours_range(text):
    start_text, dash, end_text = text.partition("-")
    if dash == "":
        raise ValueError("missing '-'")
    def to_minutes(hhmm, is_end):
        if len(hhmm) != 5 or hhmm[2] != ":" or not (hhmm[:2] + hhmm[3:]).isdigit():
            raise ValueError("bad time %r" % hhmm)
        h, m = int(hhmm[:2]), int(hhmm[3:])
        if is_end and h == 24 and m == 0:
            return 1440
        if h > 23 or m > 59:
            raise ValueError("time out of range")
        return h * 60 + m
    start, end = to_minutes(start_text, False), to_minutes(end_text, True)
    if end <= start:
        raise ValueError("end must be after start")
    return (start, end)

# --- tests ---
import pytest

assert parse_opening_hours_range("09:00-17:30") == (540, 1050)
assert parse_opening_hours_range("00:00-24:00") == (0, 1440)
assert parse_opening_hours_range("23:58-23:59") == (1438, 1439)
with pytest.raises(ValueError):
    parse_opening_hours_range("24:00-24:00")
with pytest.raises(ValueError):
    parse_opening_hours_range("10:00-10:00")
with pytest.raises(ValueError):
    parse_opening_hours_range("10:00-09:59")
with pytest.raises(ValueError):
    parse_opening_hours_range("10:60-12:00")
with pytest.raises(ValueError):
    parse_opening_hours_range("9:00-17:00")
with pytest.raises(ValueError):
    parse_opening_hours_range("09:00 17:00")
with pytest.raises(ValueError):
    parse_opening_hours_range("09:00-24:01")

# --- implementation 2: one regular expression, then range checks on the captured numbers ---
import re


def parse_opening_hours_range(text):
    m = re.fullmatch(r"([0-9]{2}):([0-9]{2})-([0-9]{2}):([0-9]{2})", text)
    if m is None:
        raise ValueError("expected HH:MM-HH:MM")
    h1, m1, h2, m2 = (int(g) for g in m.groups())
    if h1 > 23 or m1 > 59 or m2 > 59 or h2 > 24 or (h2 == 24 and m2 != 0):
        raise ValueError("time out of range")
    start, end = h1 * 60 + m1, h2 * 60 + m2
    if end <= start:
        raise ValueError("empty or inverted range")
    return start, end

# --- implementation 3: datetime.strptime for each clock time, special-casing an end of "24:00" ---
from datetime import datetime


def _clock_minutes(hhmm):
    if len(hhmm) != 5 or not (hhmm[:2] + hhmm[3:]).isascii():
        raise ValueError("bad time")
    parsed = datetime.strptime(hhmm, "%H:%M")
    return parsed.hour * 60 + parsed.minute


def parse_opening_hours_range(text):
    if text.count("-") != 1:
        raise ValueError("expected one '-'")
    start_text, end_text = text.split("-")
    start = _clock_minutes(start_text)
    end = 1440 if end_text == "24:00" else _clock_minutes(end_text)
    if end <= start:
        raise ValueError("end must be after start")
    return (start, end)

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.12:
        return (rng.choice(["9:00-17:00", "09:00 17:00", "09:00-24:01", "24:00-24:00", "", "09:00-", "0900-1700",
                            "09:00-17:00-18:00", "09:0a-10:00", "-1:00-02:00"]),)
    def clock():
        h = rng.choice([0, 9, 10, 17, 23, 24])
        m = rng.choice([0, 0, 30, 59, 60])
        return "%02d:%02d" % (h, m)
    return (clock() + "-" + clock(),)
