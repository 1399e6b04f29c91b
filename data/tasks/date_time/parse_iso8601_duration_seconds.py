# domain: date_time
# function: parse_iso8601_duration_seconds
# query: Parse text, a simple ISO 8601 duration such as 'P1DT2H30M', 'PT45S' or 'P3D' (days, hours,
#   minutes, seconds only; no years/months/weeks), into total seconds. Raise ValueError for
#   strings that do not match, including a bare 'P' or 'PT'.

import re

def parse_iso8601_duration_seconds(text):
    match = re.fullmatch(r"P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?", text)
    if match is None or text in ("P", "PT") or text.endswith("T"):
        raise ValueError("invalid ISO 8601 duration: %r" % text)
    days, hours, minutes, seconds = (int(g) if g else 0 for g in match.groups())
    return days * 86400 + hours * 3600 + minutes * 60 + seconds

# --- tests ---
import pytest

assert parse_iso8601_duration_seconds("P1DT2H30M") == 95400
assert parse_iso8601_duration_seconds("PT45S") == 45
assert parse_iso8601_duration_seconds("P3D") == 259200
assert parse_iso8601_duration_seconds("PT1H1S") == 3601
assert parse_iso8601_duration_seconds("PT0S") == 0
assert parse_iso8601_duration_seconds("PT2M") == 120
with pytest.raises(ValueError):
    parse_iso8601_duration_seconds("P")
with pytest.raises(ValueError):
    parse_iso8601_duration_seconds("PT")
with pytest.raises(ValueError):
    parse_iso8601_duration_seconds("P1DT")
with pytest.raises(ValueError):
    parse_iso8601_duration_seconds("1H")
