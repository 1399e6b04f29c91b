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

# --- implementation 2: the later start must come before the earlier end ---
import datetime


def time_ranges_overlap_exclusive(first, second):
    for start, end in (first, second):
        if not start < end:
            raise ValueError("empty or reversed range")
    latest_start = max(first[0], second[0])
    earliest_end = min(first[1], second[1])
    return latest_start < earliest_end

# --- implementation 3: negates the two ways of being disjoint ---
import datetime


def time_ranges_overlap_exclusive(first, second):
    (s1, e1), (s2, e2) = first, second
    if (e1 - s1).total_seconds() <= 0 or (e2 - s2).total_seconds() <= 0:
        raise ValueError("range must end after it starts")
    disjoint = e1 <= s2 or e2 <= s1
    return not disjoint

# --- implementation 4: orders the two ranges by start; the later one must begin before the earlier ends ---
import datetime


def time_ranges_overlap_exclusive(first, second):
    if not (first[0] < first[1] and second[0] < second[1]):
        raise ValueError("each range needs a positive duration")
    (_, earlier_end), (later_start, _) = sorted([first, second])
    return later_start < earlier_end

# --- inputs ---
import datetime


def random_input(rng):
    base = datetime.datetime(2024, 1, 1, 8)
    a0 = rng.randint(0, 20)
    a1 = a0 + rng.choice([1, 2, 5, rng.randint(1, 10)])
    b0 = rng.choice([a0, a1, a1 - 1, a0 - 1, rng.randint(0, 25)])
    b1 = b0 + rng.choice([1, 3, rng.randint(1, 10)])
    if rng.random() < 0.1:
        a1 = a0 - rng.randint(0, 2)
    elif rng.random() < 0.1:
        b1 = b0 - rng.randint(0, 2)
    hour = datetime.timedelta(hours=1)
    return ((base + a0 * hour, base + a1 * hour), (base + b0 * hour, base + b1 * hour))
