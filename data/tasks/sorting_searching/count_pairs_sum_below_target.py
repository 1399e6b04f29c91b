# domain: sorting_searching
# function: count_pairs_sum_below_target
# query: Given a list of integers nums, count the index pairs i < j with nums[i] + nums[j] strictly
#   less than target. Return the count.

def count_pairs_sum_below_target(nums, target):
    arr = sorted(nums)
    lo, hi = 0, len(arr) - 1
    count = 0
    while lo < hi:
        if arr[lo] + arr[hi] < target:
            count += hi - lo
            lo += 1
        else:
            hi -= 1
    return count

# --- tests ---
import pytest

assert count_pairs_sum_below_target([], 5) == 0
assert count_pairs_sum_below_target([1], 5) == 0
assert count_pairs_sum_below_target([1, 2], 3) == 0
assert count_pairs_sum_below_target([1, 2], 4) == 1
assert count_pairs_sum_below_target([-1, 1, 2, 3, 1], 2) == 3
assert count_pairs_sum_below_target([5, 1, 3, 2], 6) == 3
assert count_pairs_sum_below_target([-6, 2, 5, -2, -7, -1, 3], -2) == 10
assert count_pairs_sum_below_target([2, 2, 2, 2], 5) == 6
