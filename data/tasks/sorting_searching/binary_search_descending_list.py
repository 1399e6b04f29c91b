# domain: sorting_searching
# function: binary_search_descending_list
# query: Given items, a list sorted in strictly descending order, binary search it for target;
#   return its index or -1.
# lint_allow: implementation "binary search" the task is a binary search implementation, which is
#   what a user searching for it names

def binary_search_descending_list(items, target):
    lo, hi = 0, len(items) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if items[mid] == target:
            return mid
        if items[mid] > target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1

# --- tests ---
import pytest

assert binary_search_descending_list([], 1) == -1
assert binary_search_descending_list([4], 4) == 0
assert binary_search_descending_list([4], 5) == -1
assert binary_search_descending_list([9, 7, 5, 3, 1], 9) == 0
assert binary_search_descending_list([9, 7, 5, 3, 1], 1) == 4
assert binary_search_descending_list([9, 7, 5, 3, 1], 3) == 3
assert binary_search_descending_list([9, 7, 5, 3, 1], 6) == -1
assert binary_search_descending_list([9, 7, 5, 3, 1], 0) == -1
assert binary_search_descending_list([20, 10], 10) == 1
