# domain: sorting_searching
# function: closest_value_in_sorted_list
# query: Return the element of items, an ascending list, that is closest to target; on a tie prefer
#   the smaller element. Raise ValueError for an empty list.

import bisect

def closest_value_in_sorted_list(items, target):
    if not items:
        raise ValueError("empty list")
    pos = bisect.bisect_left(items, target)
    if pos == 0:
        return items[0]
    if pos == len(items):
        return items[-1]
    before, after = items[pos - 1], items[pos]
    if target - before <= after - target:
        return before
    return after

# --- tests ---
import pytest

with pytest.raises(ValueError):
    closest_value_in_sorted_list([], 3)
assert closest_value_in_sorted_list([7], -100) == 7
assert closest_value_in_sorted_list([1, 4, 9], 0) == 1
assert closest_value_in_sorted_list([1, 4, 9], 20) == 9
assert closest_value_in_sorted_list([1, 4, 9], 4) == 4
assert closest_value_in_sorted_list([1, 4, 9], 6) == 4
assert closest_value_in_sorted_list([1, 4, 9], 7) == 9
assert closest_value_in_sorted_list([2, 6], 4) == 2
assert closest_value_in_sorted_list([2, 6, 10], 9) == 10
