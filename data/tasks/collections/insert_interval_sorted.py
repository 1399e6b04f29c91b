# domain: collections
# function: insert_interval_sorted
# query: Given a sorted list of non-overlapping intervals and a new [start, end] interval, insert
#   new into intervals, merging any intervals it overlaps or touches, and return the resulting
#   sorted list.

def insert_interval_sorted(intervals, new):
    start, end = new
    result = []
    i = 0
    while i < len(intervals) and intervals[i][1] < start:
        result.append(list(intervals[i]))
        i += 1
    while i < len(intervals) and intervals[i][0] <= end:
        start = min(start, intervals[i][0])
        end = max(end, intervals[i][1])
        i += 1
    result.append([start, end])
    while i < len(intervals):
        result.append(list(intervals[i]))
        i += 1
    return result

# --- tests ---
import pytest

assert insert_interval_sorted([[1, 3], [6, 9]], [2, 5]) == [[1, 5], [6, 9]]
assert insert_interval_sorted([[1, 2], [3, 5], [6, 7], [8, 10], [12, 16]], [4, 8]) == [[1, 2], [3, 10], [12, 16]]
assert insert_interval_sorted([], [5, 7]) == [[5, 7]]
assert insert_interval_sorted([[1, 5]], [6, 8]) == [[1, 5], [6, 8]]
assert insert_interval_sorted([[1, 5]], [5, 8]) == [[1, 8]]
assert insert_interval_sorted([[3, 5]], [0, 3]) == [[0, 5]]
assert insert_interval_sorted([[3, 5], [9, 10]], [0, 1]) == [[0, 1], [3, 5], [9, 10]]
assert insert_interval_sorted([[1, 2], [4, 5]], [7, 8]) == [[1, 2], [4, 5], [7, 8]]

# --- implementation 2: add the new interval, sort, and merge overlapping or touching neighbours ---
def insert_interval_sorted(intervals, new):
    merged = []
    for lo, hi in sorted([list(iv) for iv in intervals] + [list(new)]):
        if merged and lo <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], hi)
        else:
            merged.append([lo, hi])
    return merged

# --- implementation 3: split into intervals wholly left, wholly right and those touching new ---
def insert_interval_sorted(intervals, new):
    start, end = new
    left = [list(iv) for iv in intervals if iv[1] < start]
    right = [list(iv) for iv in intervals if iv[0] > end]
    touching = [iv for iv in intervals if not (iv[1] < start or iv[0] > end)]
    lo = min([start] + [iv[0] for iv in touching])
    hi = max([end] + [iv[1] for iv in touching])
    return left + [[lo, hi]] + right

# --- inputs ---
def random_input(rng):
    intervals = []
    t = rng.randint(0, 3)
    for _ in range(rng.randint(0, 5)):
        lo = t + rng.randint(1, 3)
        hi = lo + rng.randint(0, 3)
        intervals.append([lo, hi])
        t = hi
    start = rng.randint(0, t + 3)
    new = [start, start + rng.choice([0, 1, 2, rng.randint(0, 10)])]
    if intervals and rng.random() < 0.3:
        iv = rng.choice(intervals)
        new = rng.choice([[iv[1], iv[1] + 1], [iv[0] - 2, iv[0]], [iv[0], iv[1]]])
    return (intervals, new)
