# domain: sorting_searching
# function: find_missing_in_consecutive_sorted
# query: items, a sorted list, holds consecutive integers starting at its first value with exactly
#   one number missing somewhere inside; find the missing number. Return None if nothing is
#   missing (the run is complete) or the list is empty.

def find_missing_in_consecutive_sorted(items):
    if not items:
        return None
    first = items[0]
    lo, hi = 0, len(items) - 1
    if items[hi] - first == hi:
        return None
    while lo < hi:
        mid = (lo + hi) // 2
        if items[mid] - first == mid:
            lo = mid + 1
        else:
            hi = mid
    return first + lo

# --- tests ---
import pytest

assert find_missing_in_consecutive_sorted([]) is None
assert find_missing_in_consecutive_sorted([5]) is None
assert find_missing_in_consecutive_sorted([1, 2, 3]) is None
assert find_missing_in_consecutive_sorted([1, 3]) == 2
assert find_missing_in_consecutive_sorted([1, 2, 3, 5, 6]) == 4
assert find_missing_in_consecutive_sorted([10, 12, 13, 14, 15, 16]) == 11
assert find_missing_in_consecutive_sorted([-3, -2, -1, 0, 1, 3]) == 2
assert find_missing_in_consecutive_sorted([4, 5, 6, 7, 8, 10]) == 9
