# domain: date_time
# function: parse_spoken_duration_minutes
# query: Parse text, a spoken-style duration like '2 hours 15 minutes', '1 day', '90 min' or '1 hr 5
#   mins', into total minutes. Supported units: day(s), hour(s)/hr(s), minute(s)/min(s). Raise
#   ValueError for unknown units, a dangling number, or an empty string.

def parse_spoken_duration_minutes(text):
    units = {"day": 1440, "days": 1440, "hour": 60, "hours": 60, "hr": 60, "hrs": 60,
             "minute": 1, "minutes": 1, "min": 1, "mins": 1}
    tokens = text.lower().split()
    if not tokens or len(tokens) % 2 != 0:
        raise ValueError("expected number/unit pairs")
    total = 0
    for i in range(0, len(tokens), 2):
        number, unit = tokens[i], tokens[i + 1]
        if not number.isdigit() or unit not in units:
            raise ValueError("bad duration part: %r %r" % (number, unit))
        total += int(number) * units[unit]
    return total

# --- tests ---
import pytest

assert parse_spoken_duration_minutes("2 hours 15 minutes") == 135
assert parse_spoken_duration_minutes("1 day") == 1440
assert parse_spoken_duration_minutes("90 min") == 90
assert parse_spoken_duration_minutes("1 HR 5 mins") == 65
assert parse_spoken_duration_minutes("1 day 1 hour 1 minute") == 1501
with pytest.raises(ValueError):
    parse_spoken_duration_minutes("")
with pytest.raises(ValueError):
    parse_spoken_duration_minutes("5 weeks")
with pytest.raises(ValueError):
    parse_spoken_duration_minutes("2 hours 15")
with pytest.raises(ValueError):
    parse_spoken_duration_minutes("two hours")
