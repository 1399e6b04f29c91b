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

# --- implementation 2: f-string with the sign chosen by comparison and floor/mod on the magnitude ---
def format_utc_offset_string(minutes):
    if minutes < -840 or minutes > 840:
        raise ValueError("offset exceeds 14 hours")
    prefix = "+" if minutes >= 0 else "-"
    magnitude = abs(minutes)
    return f"{prefix}{magnitude // 60:02d}:{magnitude % 60:02d}"

# --- implementation 3: formats through a timedelta-free string join of zero-filled parts ---
def format_utc_offset_string(minutes):
    if not -840 <= minutes <= 840:
        raise ValueError("offset out of range")
    h, m = divmod(abs(minutes), 60)
    parts = [str(h).zfill(2), str(m).zfill(2)]
    return ("-" if minutes < 0 else "+") + ":".join(parts)

# --- implementation 4: the name of a datetime.timezone with that fixed offset ---
from datetime import timedelta, timezone


def format_utc_offset_string(minutes):
    if abs(minutes) > 840:
        raise ValueError("offset beyond 14 hours")
    name = timezone(timedelta(minutes=minutes)).tzname(None)
    return name.removeprefix("UTC") or "+00:00"

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.1:
        return (rng.choice([841, -841, 900, -1000, 1440]),)
    if r < 0.35:
        return (rng.choice([0, 1, -1, 59, -59, 60, -60, 839, 840, -840, 330, -90]),)
    return (rng.randint(-840, 840),)
