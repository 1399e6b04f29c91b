# domain: sorting_searching
# function: last_index_less_than
# query: In items, an ascending list, return the index of the last element strictly less than x, or
#   -1 when no element is smaller.

def last_index_less_than(items, x):
    lo, hi = 0, len(items) - 1
    answer = -1
    while lo <= hi:
        mid = (lo + hi) // 2
        if items[mid] < x:
            answer = mid
            lo = mid + 1
        else:
            hi = mid - 1
    return answer

# --- tests ---
import pytest

assert last_index_less_than([], 3) == -1
assert last_index_less_than([3], 3) == -1
assert last_index_less_than([3], 4) == 0
assert last_index_less_than([1, 2, 2, 2, 5], 2) == 0
assert last_index_less_than([1, 2, 2, 2, 5], 5) == 3
assert last_index_less_than([1, 2, 2, 2, 5], 9) == 4
assert last_index_less_than([1, 3, 5, 7, 9, 11], 8) == 3
assert last_index_less_than([1, 3, 5, 7, 9, 11], 1) == -1
