# domain: sorting_searching
# function: count_distinct_absolute_sorted
# query: Given nums, an ascending list of integers, count the distinct absolute values among them.

def count_distinct_absolute_sorted(nums):
    lo, hi = 0, len(nums) - 1
    count = 0
    while lo <= hi:
        left, right = abs(nums[lo]), abs(nums[hi])
        count += 1
        if left >= right:
            while lo <= hi and abs(nums[lo]) == left:
                lo += 1
        if right >= left:
            while lo <= hi and abs(nums[hi]) == right:
                hi -= 1
    return count

# --- tests ---
import pytest

assert count_distinct_absolute_sorted([]) == 0
assert count_distinct_absolute_sorted([0]) == 1
assert count_distinct_absolute_sorted([-1, 1]) == 1
assert count_distinct_absolute_sorted([-3, -1, 0, 1, 3]) == 3
assert count_distinct_absolute_sorted([-5, -3, -1, 0, 2, 4]) == 6
assert count_distinct_absolute_sorted([1, 1, 1]) == 1
assert count_distinct_absolute_sorted([-4, -4, 2, 4, 4, 5]) == 3
assert count_distinct_absolute_sorted([-9, -2, -2, 3]) == 3

# --- implementation 2: set of absolute values ---
def count_distinct_absolute_sorted(nums):
    seen = set()
    for x in nums:
        seen.add(abs(x))
    return len(seen)

# --- implementation 3: merge the mirrored negatives with the rest, count the groups ---
from heapq import merge
from itertools import groupby


def count_distinct_absolute_sorted(nums):
    mirrored = [-x for x in reversed(nums) if x < 0]
    rest = [x for x in nums if x >= 0]
    return sum(1 for _ in groupby(merge(mirrored, rest)))

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1]) if rng.random() < 0.15 else rng.randint(0, 20)
    spread = rng.choice([2, 5, 10])
    nums = [rng.randint(-spread, spread) for _ in range(n)]
    if rng.random() < 0.3:
        nums += [-v for v in nums[: n // 2]]
    return (sorted(nums),)
