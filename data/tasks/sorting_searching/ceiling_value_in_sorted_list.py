# domain: sorting_searching
# function: ceiling_value_in_sorted_list
# query: Return the smallest element of items, an ascending list, that is greater than or equal to x
#   (the ceiling), or None when no such element exists.

def ceiling_value_in_sorted_list(items, x):
    lo, hi = 0, len(items) - 1
    best = None
    while lo <= hi:
        mid = (lo + hi) // 2
        if items[mid] >= x:
            best = items[mid]
            hi = mid - 1
        else:
            lo = mid + 1
    return best

# --- tests ---
import pytest

assert ceiling_value_in_sorted_list([], 3) is None
assert ceiling_value_in_sorted_list([5], 5) == 5
assert ceiling_value_in_sorted_list([5], 6) is None
assert ceiling_value_in_sorted_list([1, 2, 8, 10, 12, 19], 5) == 8
assert ceiling_value_in_sorted_list([1, 2, 8, 10, 12, 19], 20) is None
assert ceiling_value_in_sorted_list([1, 2, 8, 10, 12, 19], 0) == 1
assert ceiling_value_in_sorted_list([1, 2, 8, 10, 12, 19], 12) == 12
assert ceiling_value_in_sorted_list([1, 2, 8, 10, 12, 19], 19) == 19
