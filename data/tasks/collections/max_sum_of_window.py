# domain: collections
# function: max_sum_of_window
# query: Given a list of integers nums, return the largest sum of any k consecutive elements. Raise
#   ValueError when k < 1 or k is greater than the list length.

def max_sum_of_window(nums, k):
    if k < 1 or k > len(nums):
        raise ValueError("invalid window size")
    window = sum(nums[:k])
    best = window
    for i in range(k, len(nums)):
        window += nums[i] - nums[i - k]
        if window > best:
            best = window
    return best

# --- tests ---
import pytest

assert max_sum_of_window([5], 1) == 5
assert max_sum_of_window([1, 4, 2, 10, 23, 3, 1, 0, 20], 4) == 39
assert max_sum_of_window([-1, -2, -3], 2) == -3
assert max_sum_of_window([2, 1, 5, 1, 3, 2], 3) == 9
assert max_sum_of_window([1, 2, 3], 3) == 6
assert max_sum_of_window([3, -1, 2, 5], 1) == 5
assert max_sum_of_window([9, 0, 0, 1, 8], 2) == 9
with pytest.raises(ValueError):
    max_sum_of_window([1, 2], 3)
with pytest.raises(ValueError):
    max_sum_of_window([1, 2], 0)

# --- implementation 2: the maximum over the sums of every window slice ---
def max_sum_of_window(nums, k):
    if not 1 <= k <= len(nums):
        raise ValueError("k out of range")
    sums = [sum(nums[i:i + k]) for i in range(len(nums) - k + 1)]
    return max(sums)

# --- implementation 3: prefix sums, window sum as a difference of two prefixes ---
from itertools import accumulate


def max_sum_of_window(nums, k):
    if k <= 0 or k > len(nums):
        raise ValueError("k must be between 1 and len(nums)")
    prefix = list(accumulate(nums, initial=0))
    return max(prefix[end] - prefix[end - k] for end in range(k, len(prefix)))

# --- inputs ---
def random_input(rng):
    nums = [rng.randint(-10, 25) for _ in range(rng.randint(0, 12))]
    k = rng.choice([1, 2, 3, len(nums), rng.randint(1, 6)])
    if rng.random() < 0.1:
        k = rng.choice([0, -1, len(nums) + 1])
    return (nums, k)
