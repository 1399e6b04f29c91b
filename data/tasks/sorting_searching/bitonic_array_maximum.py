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
