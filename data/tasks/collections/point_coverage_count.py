# domain: collections
# function: point_coverage_count
# query: Count how many closed intervals [start, end] contain a given point (endpoints included).

def point_coverage_count(intervals, point):
    count = 0
    for start, end in intervals:
        if start <= point <= end:
            count += 1
    return count

# --- tests ---
import pytest

assert point_coverage_count([], 5) == 0
assert point_coverage_count([(1, 5)], 5) == 1
assert point_coverage_count([(1, 5)], 1) == 1
assert point_coverage_count([(1, 5)], 6) == 0
assert point_coverage_count([(1, 5)], 0) == 0
assert point_coverage_count([(1, 3), (2, 6), (3, 3), (4, 8)], 3) == 3
assert point_coverage_count([(0, 10), (5, 15), (10, 20)], 10) == 3
