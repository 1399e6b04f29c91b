# domain: sorting_searching
# function: bitonic_array_maximum
# query: Given nums, a bitonic list (strictly increasing then strictly decreasing, either part
#   possibly empty), return its maximum value. Raise ValueError for an empty list.

def bitonic_array_maximum(nums):
    if not nums:
        raise ValueError("empty list")
    lo, hi = 0, len(nums) - 1
    while lo < hi:
        mid = (lo + hi) // 2
        if nums[mid] > nums[mid + 1]:
            hi = mid
        else:
            lo = mid + 1
    return nums[lo]

# --- tests ---
import pytest

with pytest.raises(ValueError):
    bitonic_array_maximum([])
assert bitonic_array_maximum([4]) == 4
assert bitonic_array_maximum([1, 9]) == 9
assert bitonic_array_maximum([9, 1]) == 9
assert bitonic_array_maximum([1, 3, 8, 12, 4, 2]) == 12
assert bitonic_array_maximum([1, 2, 3, 4, 5]) == 5
assert bitonic_array_maximum([10, 8, 6, 4]) == 10
assert bitonic_array_maximum([1, 20, 15, 10, 5, 3, 2]) == 20

# --- implementation 2: scan for the first step that goes down ---
def bitonic_array_maximum(nums):
    if len(nums) == 0:
        raise ValueError("nums is empty")
    for i in range(len(nums) - 1):
        if nums[i] > nums[i + 1]:
            return nums[i]
    return nums[-1]

# --- implementation 3: bisect over the indices for the first descent, keyed by a comparison ---
from bisect import bisect_left


def bitonic_array_maximum(nums):
    if not nums:
        raise ValueError("no elements")
    descending = lambda i: nums[i] > nums[i + 1]
    peak = bisect_left(range(len(nums) - 1), True, key=descending)
    return nums[peak]

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.07:
        return ([],)
    pool = rng.sample(range(-50, 50), rng.randint(1, 20))
    peak = max(pool)
    rest = [v for v in pool if v != peak]
    k = rng.choice([0, len(rest), rng.randint(0, len(rest))])
    up = sorted(rng.sample(rest, k))
    down = sorted((v for v in rest if v not in up), reverse=True)
    return (up + [peak] + down,)
