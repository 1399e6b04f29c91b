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
