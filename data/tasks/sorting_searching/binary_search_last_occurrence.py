# domain: sorting_searching
# function: binary_search_last_occurrence
# query: Given items, a non-decreasing sorted list, binary search for the index of the last element
#   equal to target; return -1 when the target does not occur.
# lint_allow: implementation "binary search" the task is a binary search implementation, which is
#   what a user searching for it names

def binary_search_last_occurrence(items, target):
    lo, hi = 0, len(items) - 1
    result = -1
    while lo <= hi:
        mid = (lo + hi) // 2
        if items[mid] == target:
            result = mid
            lo = mid + 1
        elif items[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return result

# --- tests ---
import pytest

assert binary_search_last_occurrence([], 1) == -1
assert binary_search_last_occurrence([5], 5) == 0
assert binary_search_last_occurrence([1, 2, 2, 2, 3], 2) == 3
assert binary_search_last_occurrence([2, 2, 2, 2, 2, 2, 2], 2) == 6
assert binary_search_last_occurrence([1, 3, 5, 7], 6) == -1
assert binary_search_last_occurrence([1, 3, 5, 7], 1) == 0
assert binary_search_last_occurrence([1, 3, 5, 7, 9, 11], 11) == 5
assert binary_search_last_occurrence([0, 4, 4, 4, 4, 8, 9], 4) == 4
