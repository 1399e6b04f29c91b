# domain: date_time
# function: time_ranges_overlap_exclusive
# query: Given two half-open time ranges first and second, each [start, end) as a pair of
#   datetime.datetime, return True if they overlap for a positive duration; back-to-back ranges
#   do not overlap. Raise ValueError if either range is empty or ends before it starts.

import datetime

def time_ranges_overlap_exclusive(first, second):
    a_start, a_end = first
    b_start, b_end = second
    if a_end <= a_start or b_end <= b_start:
        raise ValueError("range must have positive length")
    return a_start < b_end and b_start < a_end

# --- tests ---
import pytest

assert time_ranges_overlap_exclusive((datetime.datetime(2024, 1, 1, 9), datetime.datetime(2024, 1, 1, 11)), (datetime.datetime(2024, 1, 1, 10), datetime.datetime(2024, 1, 1, 12))) is True
assert time_ranges_overlap_exclusive((datetime.datetime(2024, 1, 1, 9), datetime.datetime(2024, 1, 1, 10)), (datetime.datetime(2024, 1, 1, 10), datetime.datetime(2024, 1, 1, 12))) is False
assert time_ranges_overlap_exclusive((datetime.datetime(2024, 1, 1, 10), datetime.datetime(2024, 1, 1, 12)), (datetime.datetime(2024, 1, 1, 9), datetime.datetime(2024, 1, 1, 10))) is False
assert time_ranges_overlap_exclusive((datetime.datetime(2024, 1, 1, 8), datetime.datetime(2024, 1, 1, 18)), (datetime.datetime(2024, 1, 1, 12), datetime.datetime(2024, 1, 1, 13))) is True
assert time_ranges_overlap_exclusive((datetime.datetime(2024, 1, 1, 12), datetime.datetime(2024, 1, 1, 13)), (datetime.datetime(2024, 1, 1, 8), datetime.datetime(2024, 1, 1, 18))) is True
assert time_ranges_overlap_exclusive((datetime.datetime(2024, 1, 1, 8), datetime.datetime(2024, 1, 1, 9)), (datetime.datetime(2024, 1, 2, 8), datetime.datetime(2024, 1, 2, 9))) is False
with pytest.raises(ValueError):
    time_ranges_overlap_exclusive((datetime.datetime(2024, 1, 1, 9), datetime.datetime(2024, 1, 1, 9)), (datetime.datetime(2024, 1, 1, 8), datetime.datetime(2024, 1, 1, 10)))
with pytest.raises(ValueError):
    time_ranges_overlap_exclusive((datetime.datetime(2024, 1, 1, 8), datetime.datetime(2024, 1, 1, 10)), (datetime.datetime(2024, 1, 1, 9), datetime.datetime(2024, 1, 1, 9)))
with pytest.raises(ValueError):
    time_ranges_overlap_exclusive((datetime.datetime(2024, 1, 1, 10), datetime.datetime(2024, 1, 1, 9)), (datetime.datetime(2024, 1, 1, 8), datetime.datetime(2024, 1, 1, 9)))
with pytest.raises(ValueError):
    time_ranges_overlap_exclusive((datetime.datetime(2024, 1, 1, 8), datetime.datetime(2024, 1, 1, 9)), (datetime.datetime(2024, 1, 1, 10), datetime.datetime(2024, 1, 1, 9)))
