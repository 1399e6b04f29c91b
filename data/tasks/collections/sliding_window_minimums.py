# domain: collections
# function: sliding_window_minimums
# query: Given a list nums, return the minimum of each contiguous window of size k. Return [] when k
#   exceeds the length and raise ValueError when k < 1.

from collections import deque

def sliding_window_minimums(nums, k):
    if k < 1:
        raise ValueError("k must be positive")
    candidates = deque()
    minimums = []
    for i, x in enumerate(nums):
        while candidates and nums[candidates[-1]] >= x:
            candidates.pop()
        candidates.append(i)
        if candidates[0] == i - k:
            candidates.popleft()
        if i + 1 >= k:
            minimums.append(nums[candidates[0]])
    return minimums

# --- tests ---
import pytest

assert sliding_window_minimums([], 1) == []
assert sliding_window_minimums([1, 3, -1, -3, 5, 3, 6, 7], 3) == [-1, -3, -3, -3, 3, 3]
assert sliding_window_minimums([4, 2], 1) == [4, 2]
assert sliding_window_minimums([4, 2, 5], 3) == [2]
assert sliding_window_minimums([4, 2, 5], 4) == []
assert sliding_window_minimums([1, 2, 3, 4], 2) == [1, 2, 3]
assert sliding_window_minimums([3, 3, 2, 2], 2) == [3, 2, 2]
with pytest.raises(ValueError):
    sliding_window_minimums([1], 0)

# --- implementation 2: min over each window slice ending at every position ---
def sliding_window_minimums(nums, k):
    if k < 1:
        raise ValueError("k must be at least 1")
    out = []
    for end in range(k - 1, len(nums)):
        out.append(min(nums[end - k + 1:end + 1]))
    return out

# --- implementation 3: a sorted copy of the window kept up to date with bisect ---
from bisect import bisect_left, insort


def sliding_window_minimums(nums, k):
    if k < 1:
        raise ValueError("window must be positive")
    if k > len(nums):
        return []
    window = sorted(nums[:k])
    result = [window[0]]
    for i in range(k, len(nums)):
        window.pop(bisect_left(window, nums[i - k]))
        insort(window, nums[i])
        result.append(window[0])
    return result

# --- implementation 4: a bounded deque as the window, min() of it once full ---
from collections import deque


def sliding_window_minimums(nums, k):
    if k < 1:
        raise ValueError("k must be at least 1")
    window = deque(maxlen=k)
    out = []
    for x in nums:
        window.append(x)
        if len(window) == k:
            out.append(min(window))
    return out

# --- inputs ---
def random_input(rng):
    nums = [rng.randint(-5, 5) for _ in range(rng.randint(0, 10))]
    k = rng.choice([0, 1, 2, 3, len(nums), len(nums) + 1, rng.randint(-1, 6)])
    return (nums, k)
