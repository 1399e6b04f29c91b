# domain: sorting_searching
# function: smallest_missing_positive_sorted
# query: Given nums, an ascending list of integers (may contain duplicates, zero and negatives),
#   return the smallest positive integer that does not appear.

def smallest_missing_positive_sorted(nums):
    expected = 1
    for value in nums:
        if value < expected:
            continue
        if value == expected:
            expected += 1
        else:
            break
    return expected

# --- tests ---
import pytest

assert smallest_missing_positive_sorted([]) == 1
assert smallest_missing_positive_sorted([1]) == 2
assert smallest_missing_positive_sorted([2]) == 1
assert smallest_missing_positive_sorted([-3, 0, 1, 2, 4]) == 3
assert smallest_missing_positive_sorted([1, 1, 2, 2, 3]) == 4
assert smallest_missing_positive_sorted([-5, -1]) == 1
assert smallest_missing_positive_sorted([0, 1, 2, 3, 5, 6]) == 4
assert smallest_missing_positive_sorted([1, 3, 3, 4]) == 2
