# domain: sorting_searching
# function: floor_value_in_sorted_list
# query: Return the largest element of items, an ascending list, that is less than or equal to x
#   (the floor), or None when every element is greater than x or the list is empty.

def floor_value_in_sorted_list(items, x):
    lo, hi = 0, len(items) - 1
    best = None
    while lo <= hi:
        mid = (lo + hi) // 2
        if items[mid] <= x:
            best = items[mid]
            lo = mid + 1
        else:
            hi = mid - 1
    return best

# --- tests ---
import pytest

assert floor_value_in_sorted_list([], 3) is None
assert floor_value_in_sorted_list([5], 5) == 5
assert floor_value_in_sorted_list([5], 4) is None
assert floor_value_in_sorted_list([1, 2, 8, 10, 12, 19], 5) == 2
assert floor_value_in_sorted_list([1, 2, 8, 10, 12, 19], 20) == 19
assert floor_value_in_sorted_list([1, 2, 8, 10, 12, 19], 0) is None
assert floor_value_in_sorted_list([1, 2, 8, 10, 12, 19], 10) == 10
assert floor_value_in_sorted_list([1, 2, 8, 10, 12, 19], 1) == 1
