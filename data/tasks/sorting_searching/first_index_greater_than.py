# domain: sorting_searching
# function: first_index_greater_than
# query: In an ascending list, return the index of the first element strictly greater than x (the
#   upper bound), or len(items) if none, using binary search with an explicit answer variable.

def first_index_greater_than(items, x):
    lo, hi = 0, len(items) - 1
    answer = len(items)
    while lo <= hi:
        mid = (lo + hi) // 2
        if items[mid] > x:
            answer = mid
            hi = mid - 1
        else:
            lo = mid + 1
    return answer

# --- tests ---
import pytest

assert first_index_greater_than([], 3) == 0
assert first_index_greater_than([3], 3) == 1
assert first_index_greater_than([3], 2) == 0
assert first_index_greater_than([1, 2, 2, 2, 5], 2) == 4
assert first_index_greater_than([1, 2, 2, 2, 5], 5) == 5
assert first_index_greater_than([1, 2, 2, 2, 5], 0) == 0
assert first_index_greater_than([1, 3, 5, 7, 9, 11], 8) == 4
assert first_index_greater_than([1, 3, 5, 7, 9, 11], 1) == 1
