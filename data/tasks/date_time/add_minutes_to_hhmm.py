# domain: date_time
# function: add_minutes_to_hhmm
# query: Given a 24-hour 'HH:MM' clock time, add a (possibly negative) number of minutes and return
#   the new 'HH:MM' string, wrapping around midnight. Raise ValueError if clock is not a valid
#   'HH:MM' value.

def add_minutes_to_hhmm(clock, minutes):
    parts = clock.split(":")
    if len(parts) != 2 or not parts[0].isdigit() or not parts[1].isdigit():
        raise ValueError("expected HH:MM")
    hours, mins = int(parts[0]), int(parts[1])
    if hours > 23 or mins > 59:
        raise ValueError("time out of range")
    total = (hours * 60 + mins + minutes) % 1440
    return "%02d:%02d" % (total // 60, total % 60)

# --- tests ---
import pytest

assert add_minutes_to_hhmm("10:00", 0) == "10:00"
assert add_minutes_to_hhmm("10:15", 50) == "11:05"
assert add_minutes_to_hhmm("23:50", 20) == "00:10"
assert add_minutes_to_hhmm("00:10", -20) == "23:50"
assert add_minutes_to_hhmm("23:59", 1) == "00:00"
assert add_minutes_to_hhmm("08:30", 1440) == "08:30"
with pytest.raises(ValueError):
    add_minutes_to_hhmm("24:00", 5)
with pytest.raises(ValueError):
    add_minutes_to_hhmm("12:60", 5)
with pytest.raises(ValueError):
    add_minutes_to_hhmm("1230", 5)
