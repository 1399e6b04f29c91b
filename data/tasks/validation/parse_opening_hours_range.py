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
