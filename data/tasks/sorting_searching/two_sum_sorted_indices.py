# domain: sorting_searching
# function: two_sum_sorted_indices
# query: Given nums, a list sorted ascending, and a target sum, find two different positions whose
#   values add up to target; return the index pair (i, j) with i < j, choosing the smallest i
#   when several pairs qualify and then the largest j for that i, or None if no pair exists.

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

# --- implementation 2: last index of each value in a dict, then look up each complement ---
def two_sum_sorted_indices(nums, target):
    last = {}
    for index, value in enumerate(nums):
        last[value] = index
    for i, value in enumerate(nums):
        j = last.get(target - value)
        if j is not None and j > i:
            return (i, j)
    return None

# --- implementation 3: for each i, bisect the rest of the list for the complement ---
from bisect import bisect_right


def two_sum_sorted_indices(nums, target):
    for i in range(len(nums)):
        need = target - nums[i]
        end = bisect_right(nums, need, i + 1)
        if end > i + 1 and nums[end - 1] == need:
            return i, end - 1
    return None

# --- implementation 4: try every pair, i from the left and j from the right end ---
def two_sum_sorted_indices(nums, target):
    n = len(nums)
    for i in range(n):
        for j in range(n - 1, i, -1):
            if nums[i] + nums[j] == target:
                return (i, j)
    return None

# --- inputs ---
def random_input(rng):
    nums = sorted(rng.randint(-4, 8) for _ in range(rng.randint(0, 9)))
    if len(nums) >= 2 and rng.random() < 0.7:
        a, b = rng.sample(range(len(nums)), 2)
        return (nums, nums[a] + nums[b])
    return (nums, rng.randint(-8, 16))
