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

# --- implementation 2: check every pair with itertools.combinations ---
from itertools import combinations


def count_pairs_sum_below_target(nums, target):
    count = 0
    for x, y in combinations(nums, 2):
        if x + y < target:
            count += 1
    return count

# --- implementation 3: sort, then bisect for the partners after each position ---
import bisect


def count_pairs_sum_below_target(nums, target):
    ordered = sorted(nums)
    total = 0
    for i, x in enumerate(ordered):
        total += bisect.bisect_left(ordered, target - x, i + 1) - (i + 1)
    return total

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2]) if rng.random() < 0.2 else rng.randint(0, 15)
    nums = [rng.randint(-10, 10) for _ in range(n)]
    if nums and rng.random() < 0.2:
        nums = [nums[0]] * n
    target = rng.choice(nums) * 2 + rng.choice([-1, 0, 1]) if nums and rng.random() < 0.5 else rng.randint(-20, 20)
    return (nums, target)
