# domain: collections
# function: intersect_interval_lists
# query: Given two lists, first and second, of sorted, pairwise-disjoint closed intervals, return
#   the list of their intersections (also closed intervals, single points included) in sorted
#   order.

def intersect_interval_lists(first, second):
    i = j = 0
    result = []
    while i < len(first) and j < len(second):
        lo = max(first[i][0], second[j][0])
        hi = min(first[i][1], second[j][1])
        if lo <= hi:
            result.append([lo, hi])
        if first[i][1] < second[j][1]:
            i += 1
        else:
            j += 1
    return result

# --- tests ---
import pytest

assert intersect_interval_lists([[0, 2], [5, 10], [13, 23], [24, 25]], [[1, 5], [8, 12], [15, 24], [25, 26]]) == [[1, 2], [5, 5], [8, 10], [15, 23], [24, 24], [25, 25]]
assert intersect_interval_lists([], [[1, 2]]) == []
assert intersect_interval_lists([[1, 3]], []) == []
assert intersect_interval_lists([[1, 3]], [[4, 6]]) == []
assert intersect_interval_lists([[1, 10]], [[2, 3], [5, 7]]) == [[2, 3], [5, 7]]
assert intersect_interval_lists([[2, 3], [5, 7]], [[1, 10]]) == [[2, 3], [5, 7]]
assert intersect_interval_lists([[1, 4]], [[4, 9]]) == [[4, 4]]
