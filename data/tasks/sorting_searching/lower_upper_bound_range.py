# domain: sorting_searching
# function: lower_upper_bound_range
# query: Given nums, an ascending list, return the [start, end] index range of target in it, or [-1,
#   -1] if the target does not occur.

def lower_upper_bound_range(nums, target):
    def bound(upper):
        lo, hi = 0, len(nums)
        while lo < hi:
            mid = (lo + hi) // 2
            if nums[mid] < target or (upper and nums[mid] == target):
                lo = mid + 1
            else:
                hi = mid
        return lo
    start = bound(False)
    if start == len(nums) or nums[start] != target:
        return [-1, -1]
    return [start, bound(True) - 1]

# --- tests ---
import pytest

assert lower_upper_bound_range([], 0) == [-1, -1]
assert lower_upper_bound_range([5, 7, 7, 8, 8, 10], 8) == [3, 4]
assert lower_upper_bound_range([5, 7, 7, 8, 8, 10], 6) == [-1, -1]
assert lower_upper_bound_range([5, 7, 7, 8, 8, 10], 11) == [-1, -1]
assert lower_upper_bound_range([1], 1) == [0, 0]
assert lower_upper_bound_range([2, 2, 2], 2) == [0, 2]
assert lower_upper_bound_range([1, 2, 3], 1) == [0, 0]
assert lower_upper_bound_range([1, 2, 3, 3], 3) == [2, 3]

# --- implementation 2: bisect_left and bisect_right ---
from bisect import bisect_left, bisect_right


def lower_upper_bound_range(nums, target):
    start = bisect_left(nums, target)
    end = bisect_right(nums, target)
    if start == end:
        return [-1, -1]
    return [start, end - 1]

# --- implementation 3: list.index for the first position, list.count for the run length ---
def lower_upper_bound_range(nums, target):
    if target not in nums:
        return [-1, -1]
    first = nums.index(target)
    return [first, first + nums.count(target) - 1]

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2]) if rng.random() < 0.2 else rng.randint(0, 20)
    nums = sorted(rng.randint(-6, 6) for _ in range(n))
    if nums and rng.random() < 0.15:
        nums = [nums[0]] * n
    target = rng.choice(nums) if nums and rng.random() < 0.7 else rng.randint(-8, 8)
    return (nums, target)
