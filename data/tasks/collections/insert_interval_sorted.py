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
