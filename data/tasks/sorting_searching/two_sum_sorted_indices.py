# domain: sorting_searching
# function: two_sum_sorted_indices
# query: Given nums, a list sorted ascending, and a target sum, find two different positions whose
#   values add up to target; return the index pair (i, j) with i < j, choosing the smallest i
#   when several pairs qualify, or None if no pair exists.

def two_sum_sorted_indices(nums, target):
    i, j = 0, len(nums) - 1
    while i < j:
        total = nums[i] + nums[j]
        if total == target:
            return (i, j)
        if total < target:
            i += 1
        else:
            j -= 1
    return None

# --- tests ---
import pytest

assert two_sum_sorted_indices([], 3) is None
assert two_sum_sorted_indices([3], 6) is None
assert two_sum_sorted_indices([1, 2], 3) == (0, 1)
assert two_sum_sorted_indices([2, 7, 11, 15], 9) == (0, 1)
assert two_sum_sorted_indices([1, 3, 4, 6, 9], 10) == (0, 4)
assert two_sum_sorted_indices([1, 3, 4, 6, 9], 7) == (0, 3)
assert two_sum_sorted_indices([1, 3, 4, 6, 9], 20) is None
assert two_sum_sorted_indices([-3, -1, 0, 2, 5], -4) == (0, 1)
assert two_sum_sorted_indices([1, 2, 3, 4, 4, 9], 8) == (3, 4)
