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
