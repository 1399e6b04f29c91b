# domain: date_time
# function: longest_gap_between_clock_times
# query: Given a list of 'HH:MM' times within one day (any order), return the longest gap in minutes
#   between consecutive times, considering the wrap-around from the last time of the day to the first
#   time of the next day. Fewer than two times give 1440 for one time; raise ValueError for none.

def longest_gap_between_clock_times(times):
    if not times:
        raise ValueError("no times given")
    minutes = sorted(int(t[:2]) * 60 + int(t[3:]) for t in times)
    best = minutes[0] + 1440 - minutes[-1]
    for i in range(1, len(minutes)):
        gap = minutes[i] - minutes[i - 1]
        if gap > best:
            best = gap
    return best

# --- tests ---
import pytest

assert longest_gap_between_clock_times(["12:00"]) == 1440
assert longest_gap_between_clock_times(["00:00", "12:00"]) == 720
assert longest_gap_between_clock_times(["23:00", "01:00"]) == 1320
assert longest_gap_between_clock_times(["08:00", "09:00", "20:00"]) == 720
assert longest_gap_between_clock_times(["22:00", "02:00", "12:00"]) == 600
assert longest_gap_between_clock_times(["10:00", "10:00"]) == 1440
assert longest_gap_between_clock_times(["00:30", "06:45", "07:00", "23:50"]) == 1010
with pytest.raises(ValueError):
    longest_gap_between_clock_times([])
