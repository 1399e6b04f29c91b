# domain: date_time
# function: overlap_minutes_between_ranges
# query: Given two time ranges first and second on the same day as ('HH:MM', 'HH:MM') start/end
#   pairs, return how many minutes they overlap (0 if they are disjoint or only touch). Raise
#   ValueError when a range ends before it starts.

def overlap_minutes_between_ranges(first, second):
    def to_minutes(clock):
        hours, minutes = clock.split(":")
        return int(hours) * 60 + int(minutes)

    a0, a1 = to_minutes(first[0]), to_minutes(first[1])
    b0, b1 = to_minutes(second[0]), to_minutes(second[1])
    if a1 < a0 or b1 < b0:
        raise ValueError("range ends before it starts")
    overlap = min(a1, b1) - max(a0, b0)
    if overlap < 0:
        return 0
    return overlap

# --- tests ---
import pytest

assert overlap_minutes_between_ranges(("09:00", "11:00"), ("10:00", "12:00")) == 60
assert overlap_minutes_between_ranges(("09:00", "09:59"), ("10:00", "11:00")) == 0
assert overlap_minutes_between_ranges(("09:00", "10:00"), ("10:00", "11:00")) == 0
assert overlap_minutes_between_ranges(("10:00", "10:00"), ("09:00", "11:00")) == 0
assert overlap_minutes_between_ranges(("09:00", "11:00"), ("10:30", "10:30")) == 0
assert overlap_minutes_between_ranges(("08:00", "18:00"), ("12:15", "13:45")) == 90
assert overlap_minutes_between_ranges(("12:15", "13:45"), ("08:00", "18:00")) == 90
assert overlap_minutes_between_ranges(("09:30", "09:45"), ("09:40", "10:00")) == 5
with pytest.raises(ValueError):
    overlap_minutes_between_ranges(("11:00", "10:00"), ("09:00", "12:00"))
with pytest.raises(ValueError):
    overlap_minutes_between_ranges(("09:00", "12:00"), ("11:00", "10:59"))
