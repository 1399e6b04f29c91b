# domain: date_time
# function: parse_compact_duration_to_seconds
# query: Parse a compact duration string such as '1h30m', '45s', '2d4h' or '1h5m10s' into a total
#   number of seconds. Units are d, h, m, s; raise ValueError on an empty string or any text that
#   is not a sequence of number+unit pairs.

import re

def parse_compact_duration_to_seconds(text):
    factors = {"d": 86400, "h": 3600, "m": 60, "s": 1}
    if not text or not re.fullmatch(r"(\d+[dhms])+", text):
        raise ValueError("invalid duration: %r" % text)
    total = 0
    for number, unit in re.findall(r"(\d+)([dhms])", text):
        total += int(number) * factors[unit]
    return total

# --- tests ---
import pytest

assert parse_compact_duration_to_seconds("1h30m") == 5400
assert parse_compact_duration_to_seconds("45s") == 45
assert parse_compact_duration_to_seconds("2d4h") == 187200
assert parse_compact_duration_to_seconds("1h5m10s") == 3910
assert parse_compact_duration_to_seconds("0m") == 0
assert parse_compact_duration_to_seconds("1d1s") == 86401
with pytest.raises(ValueError):
    parse_compact_duration_to_seconds("")
with pytest.raises(ValueError):
    parse_compact_duration_to_seconds("1x")
with pytest.raises(ValueError):
    parse_compact_duration_to_seconds("h30")
