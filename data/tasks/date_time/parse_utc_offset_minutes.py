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
