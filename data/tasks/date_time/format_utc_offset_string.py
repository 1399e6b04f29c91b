# domain: date_time
# function: format_utc_offset_string
# query: Format a UTC offset given in signed minutes as '+HH:MM' / '-HH:MM' (0 gives '+00:00', -90
#   gives '-01:30'). Raise ValueError when the absolute offset exceeds 14 hours.

def format_utc_offset_string(minutes):
    if abs(minutes) > 14 * 60:
        raise ValueError("offset too large")
    sign = "-" if minutes < 0 else "+"
    hours, mins = divmod(abs(minutes), 60)
    return "%s%02d:%02d" % (sign, hours, mins)

# --- tests ---
import pytest

assert format_utc_offset_string(0) == "+00:00"
assert format_utc_offset_string(330) == "+05:30"
assert format_utc_offset_string(-90) == "-01:30"
assert format_utc_offset_string(-1) == "-00:01"
assert format_utc_offset_string(840) == "+14:00"
assert format_utc_offset_string(-840) == "-14:00"
assert format_utc_offset_string(59) == "+00:59"
with pytest.raises(ValueError):
    format_utc_offset_string(841)
with pytest.raises(ValueError):
    format_utc_offset_string(-841)
