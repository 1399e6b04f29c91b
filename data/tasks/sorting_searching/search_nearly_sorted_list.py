# domain: sorting_searching
# function: search_nearly_sorted_list
# query: In items, a "nearly sorted" list where each element may be displaced by at most one
#   position from its sorted place, find the index of target in logarithmic time. Return -1 if
#   absent.

def search_nearly_sorted_list(items, target):
    lo, hi = 0, len(items) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if items[mid] == target:
            return mid
        if mid - 1 >= lo and items[mid - 1] == target:
            return mid - 1
        if mid + 1 <= hi and items[mid + 1] == target:
            return mid + 1
        if items[mid] > target:
            hi = mid - 2
        else:
            lo = mid + 2
    return -1

# --- tests ---
import pytest

assert search_nearly_sorted_list([], 1) == -1
assert search_nearly_sorted_list([4], 4) == 0
assert search_nearly_sorted_list([10, 3, 40, 20, 50, 80, 70], 40) == 2
assert search_nearly_sorted_list([10, 3, 40, 20, 50, 80, 70], 90) == -1
assert search_nearly_sorted_list([10, 3, 40, 20, 50, 80, 70], 3) == 1
assert search_nearly_sorted_list([10, 3, 40, 20, 50, 80, 70], 70) == 6
assert search_nearly_sorted_list([10, 3, 40, 20, 50, 80, 70], 10) == 0
assert search_nearly_sorted_list([2, 1, 4, 3, 6, 5, 8, 7, 10, 9], 8) == 6
assert search_nearly_sorted_list([2, 1, 4, 3, 6, 5, 8, 7, 10, 9], 5) == 5
