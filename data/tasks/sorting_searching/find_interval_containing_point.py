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
