# domain: sorting_searching
# function: find_interval_containing_point
# query: Given intervals, a list of half-open intervals (start, end) sorted by start and not
#   overlapping (touching is fine), return the index of the one that contains x (start <= x <
#   end), or -1 if x falls in a gap or outside. Raise ValueError if the intervals overlap or
#   are out of order.

def find_interval_containing_point(intervals, x):
    for i in range(1, len(intervals)):
        if intervals[i][0] < intervals[i - 1][1]:
            raise ValueError("intervals must be sorted and non-overlapping")
    lo, hi = 0, len(intervals) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        start, end = intervals[mid]
        if x < start:
            hi = mid - 1
        elif x >= end:
            lo = mid + 1
        else:
            return mid
    return -1

# --- tests ---
import pytest

assert find_interval_containing_point([], 5) == -1
assert find_interval_containing_point([(0, 5), (5, 8), (10, 20), (25, 26)], 0) == 0
assert find_interval_containing_point([(0, 5), (5, 8), (10, 20), (25, 26)], 4) == 0
assert find_interval_containing_point([(0, 5), (5, 8), (10, 20), (25, 26)], 5) == 1
assert find_interval_containing_point([(0, 5), (5, 8), (10, 20), (25, 26)], 8) == -1
assert find_interval_containing_point([(0, 5), (5, 8), (10, 20), (25, 26)], 19) == 2
assert find_interval_containing_point([(0, 5), (5, 8), (10, 20), (25, 26)], 25) == 3
assert find_interval_containing_point([(0, 5), (5, 8), (10, 20), (25, 26)], 26) == -1
assert find_interval_containing_point([(0, 5), (5, 8), (10, 20), (25, 26)], -1) == -1
with pytest.raises(ValueError):
    find_interval_containing_point([(0, 5), (4, 6)], 1)

# --- implementation 2: bisect_right on the start points, then check the end ---
from bisect import bisect_right


def find_interval_containing_point(intervals, x):
    if any(b[0] < a[1] for a, b in zip(intervals, intervals[1:])):
        raise ValueError("intervals overlap or are out of order")
    starts = [start for start, _ in intervals]
    i = bisect_right(starts, x) - 1
    if i >= 0 and x < intervals[i][1]:
        return i
    return -1

# --- implementation 3: validate, then a linear scan for the interval holding x ---
def find_interval_containing_point(intervals, x):
    previous_end = None
    for start, end in intervals:
        if previous_end is not None and start < previous_end:
            raise ValueError("intervals must be sorted and disjoint")
        previous_end = end
    for i, (start, end) in enumerate(intervals):
        if start <= x < end:
            return i
    return -1

# --- inputs ---
def random_input(rng):
    intervals = []
    pos = rng.randint(-10, 5)
    for _ in range(rng.randint(0, 8)):
        pos += rng.choice([0, 0, 1, 3])
        length = rng.randint(0, 5) if rng.random() < 0.15 else rng.randint(1, 5)
        intervals.append((pos, pos + length))
        pos += length
    if len(intervals) > 1 and rng.random() < 0.12:
        i = rng.randrange(1, len(intervals))
        s, e = intervals[i]
        intervals[i] = (intervals[i - 1][1] - 1, e)
    if intervals and rng.random() < 0.6:
        s, e = rng.choice(intervals)
        x = rng.choice([s, e, e - 1, s - 1])
    else:
        x = rng.randint(-15, 45)
    return (intervals, x)
