# domain: sorting_searching
# function: sorted_insertion_point_left
# query: Given items, a sorted list, return the leftmost index at which value could be inserted to
#   keep it sorted (before any equal elements).

def sorted_insertion_point_left(items, value):
    lo, hi = 0, len(items)
    while lo < hi:
        mid = (lo + hi) // 2
        if items[mid] < value:
            lo = mid + 1
        else:
            hi = mid
    return lo

# --- tests ---
import pytest

assert sorted_insertion_point_left([], 5) == 0
assert sorted_insertion_point_left([5], 5) == 0
assert sorted_insertion_point_left([5], 6) == 1
assert sorted_insertion_point_left([1, 3, 3, 3, 7], 3) == 1
assert sorted_insertion_point_left([1, 3, 5, 7], 4) == 2
assert sorted_insertion_point_left([1, 3, 5, 7], 0) == 0
assert sorted_insertion_point_left([1, 3, 5, 7], 8) == 4
assert sorted_insertion_point_left([2, 2, 2, 2, 2, 9], 9) == 5
