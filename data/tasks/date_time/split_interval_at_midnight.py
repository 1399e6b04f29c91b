# domain: date_time
# function: split_interval_at_midnight
# query: Split a shift that starts at 'HH:MM' and lasts a given number of minutes into per-day pieces
#   as (day_offset, start 'HH:MM', minutes) tuples, cutting at each midnight. A zero duration gives [].
#   Raise ValueError for a negative duration.

def split_interval_at_midnight(start, duration):
    if duration < 0:
        raise ValueError("negative duration")
    hours, minutes = start.split(":")
    current = int(hours) * 60 + int(minutes)
    pieces = []
    day = 0
    while duration > 0:
        chunk = min(duration, 1440 - current)
        pieces.append((day, "%02d:%02d" % (current // 60, current % 60), chunk))
        duration -= chunk
        current = 0
        day += 1
    return pieces

# --- tests ---
import pytest

assert split_interval_at_midnight("09:00", 0) == []
assert split_interval_at_midnight("09:00", 480) == [(0, "09:00", 480)]
assert split_interval_at_midnight("22:00", 120) == [(0, "22:00", 120)]
assert split_interval_at_midnight("22:00", 121) == [(0, "22:00", 120), (1, "00:00", 1)]
assert split_interval_at_midnight("22:30", 480) == [(0, "22:30", 90), (1, "00:00", 390)]
assert split_interval_at_midnight("00:00", 1440) == [(0, "00:00", 1440)]
assert split_interval_at_midnight("12:00", 3000) == [(0, "12:00", 720), (1, "00:00", 1440), (2, "00:00", 840)]
with pytest.raises(ValueError):
    split_interval_at_midnight("09:00", -1)
