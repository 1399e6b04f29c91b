# domain: date_time
# function: count_events_per_hour
# query: Given a list of 'HH:MM' event times, return a sorted list of (hour, count) pairs for the
#   hours that contain at least one event. Raise ValueError for an hour outside 0-23.

def count_events_per_hour(times):
    counts = {}
    for clock in times:
        hour = int(clock.split(":")[0])
        if hour < 0 or hour > 23:
            raise ValueError("invalid hour")
        counts[hour] = counts.get(hour, 0) + 1
    return sorted(counts.items())

# --- tests ---
import pytest

assert count_events_per_hour([]) == []
assert count_events_per_hour(["09:15"]) == [(9, 1)]
assert count_events_per_hour(["09:15", "09:45", "10:00"]) == [(9, 2), (10, 1)]
assert count_events_per_hour(["23:59", "00:00", "23:00"]) == [(0, 1), (23, 2)]
assert count_events_per_hour(["12:00", "12:00", "12:30"]) == [(12, 3)]
with pytest.raises(ValueError):
    count_events_per_hour(["24:00"])
with pytest.raises(ValueError):
    count_events_per_hour(["-1:00"])
