# domain: collections
# function: sliding_window_sums
# query: Given a list of numbers nums, return the sums of all contiguous windows of length k. Return
#   [] when the list is shorter than k; raise ValueError if k < 1.

def sliding_window_sums(nums, k):
    if k < 1:
        raise ValueError("k must be positive")
    if len(nums) < k:
        return []
    total = 0
    for i in range(k):
        total += nums[i]
    sums = [total]
    for i in range(k, len(nums)):
        total += nums[i] - nums[i - k]
        sums.append(total)
    return sums

# --- tests ---
import pytest

assert sliding_window_sums([1, 2, 3, 4, 5], 2) == [3, 5, 7, 9]
assert sliding_window_sums([1, 2, 3, 4, 5], 5) == [15]
assert sliding_window_sums([1, 2, 3], 4) == []
assert sliding_window_sums([], 1) == []
assert sliding_window_sums([7, -2, 5], 1) == [7, -2, 5]
assert sliding_window_sums([3, 1, 4, 1, 5, 9], 3) == [8, 6, 10, 15]
with pytest.raises(ValueError):
    sliding_window_sums([1], 0)

# --- implementation 2: differences of prefix sums ---
from itertools import accumulate


def sliding_window_sums(nums, k):
    if k < 1:
        raise ValueError("k must be at least 1")
    prefix = [0, *accumulate(nums)]
    return [prefix[i + k] - prefix[i] for i in range(len(nums) - k + 1)]

# --- implementation 3: sum each slice ---
def sliding_window_sums(nums, k):
    if k < 1:
        raise ValueError("window length must be positive")
    sums = []
    for i in range(len(nums) - k + 1):
        sums.append(sum(nums[i:i + k]))
    return sums

# --- implementation 4: zip k shifted copies of the list and sum each tuple ---
def sliding_window_sums(nums, k):
    if k < 1:
        raise ValueError("k must be positive")
    shifted = [nums[i:] for i in range(k)]
    return [sum(group) for group in zip(*shifted)]

# --- inputs ---
def random_input(rng):
    nums = [rng.randint(-9, 9) for _ in range(rng.randint(0, 10))]
    k = rng.choice([0, 1, 2, 3, len(nums), len(nums) + 1, rng.randint(-1, 6)])
    return (nums, k)
