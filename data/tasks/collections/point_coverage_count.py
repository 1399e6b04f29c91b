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

# --- implementation 2: add the boolean containment test of every interval ---
def point_coverage_count(intervals, point):
    inside = 0
    for interval in intervals:
        inside += interval[0] <= point <= interval[1]
    return inside

# --- implementation 3: starts at or before the point minus ends strictly before it, by bisection ---
import bisect


def point_coverage_count(intervals, point):
    starts = sorted(lo for lo, _ in intervals)
    ends = sorted(hi for _, hi in intervals)
    started = bisect.bisect_right(starts, point)
    finished = bisect.bisect_left(ends, point)
    return started - finished

# --- inputs ---
def random_input(rng):
    intervals = []
    for _ in range(rng.randint(0, 7)):
        lo = rng.randint(0, 12)
        intervals.append((lo, lo + rng.choice([0, 1, 3, rng.randint(0, 8)])))
    point = rng.randint(-1, 16)
    if intervals and rng.random() < 0.4:
        point = rng.choice([p for iv in intervals for p in iv])
    return (intervals, point)
