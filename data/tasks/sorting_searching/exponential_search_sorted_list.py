# domain: sorting_searching
# function: exponential_search_sorted_list
# query: Locate target in an ascending list of distinct values with exponential search: double a bound
#   (1, 2, 4, ...) until it passes the target, then binary search between the previous bound and the
#   new one. Return the index or -1.

def exponential_search_sorted_list(items, target):
    if not items:
        return -1
    if items[0] == target:
        return 0
    bound = 1
    while bound < len(items) and items[bound] < target:
        bound *= 2
    lo, hi = bound // 2, min(bound, len(items) - 1)
    while lo <= hi:
        mid = (lo + hi) // 2
        if items[mid] == target:
            return mid
        if items[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1

# --- tests ---
import pytest

assert exponential_search_sorted_list([], 5) == -1
assert exponential_search_sorted_list([5], 5) == 0
assert exponential_search_sorted_list([5], 4) == -1
assert exponential_search_sorted_list([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 10) == 9
assert exponential_search_sorted_list([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 6) == 5
assert exponential_search_sorted_list([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 2) == 1
assert exponential_search_sorted_list([10, 20, 30, 40, 50], 35) == -1
assert exponential_search_sorted_list([10, 20, 30, 40, 50], 60) == -1
assert exponential_search_sorted_list([10, 20, 30, 40, 50], 40) == 3
