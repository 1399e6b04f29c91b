# domain: collections
# function: subtract_interval_from_list
# query: Given a sorted list of disjoint half-open intervals, remove the half-open range [cut_start,
#   cut_end) from intervals, splitting intervals where needed; return the remaining non-empty
#   pieces in order.

def subtract_interval_from_list(intervals, cut_start, cut_end):
    result = []
    for start, end in intervals:
        if end <= cut_start or start >= cut_end:
            result.append((start, end))
            continue
        if start < cut_start:
            result.append((start, cut_start))
        if end > cut_end:
            result.append((cut_end, end))
    return result

# --- tests ---
import pytest

assert subtract_interval_from_list([], 1, 2) == []
assert subtract_interval_from_list([(0, 10)], 3, 5) == [(0, 3), (5, 10)]
assert subtract_interval_from_list([(0, 2), (3, 4), (5, 7)], 1, 6) == [(0, 1), (6, 7)]
assert subtract_interval_from_list([(0, 5)], 5, 8) == [(0, 5)]
assert subtract_interval_from_list([(5, 8)], 0, 5) == [(5, 8)]
assert subtract_interval_from_list([(2, 4)], 0, 10) == []
assert subtract_interval_from_list([(0, 2), (9, 12)], 4, 8) == [(0, 2), (9, 12)]
assert subtract_interval_from_list([(2, 6)], 2, 4) == [(4, 6)]
assert subtract_interval_from_list([(2, 6)], 4, 6) == [(2, 4)]
