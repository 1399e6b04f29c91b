# domain: sorting_searching
# function: find_rotation_minimum
# query: Given a rotated ascending array of distinct numbers, return the minimum element using binary
#   search. Raise ValueError for an empty list.

def find_rotation_minimum(nums):
    if not nums:
        raise ValueError("empty list")
    lo, hi = 0, len(nums) - 1
    while lo < hi:
        mid = (lo + hi) // 2
        if nums[mid] > nums[hi]:
            lo = mid + 1
        else:
            hi = mid
    return nums[lo]

# --- tests ---
import pytest

with pytest.raises(ValueError):
    find_rotation_minimum([])
assert find_rotation_minimum([7]) == 7
assert find_rotation_minimum([2, 1]) == 1
assert find_rotation_minimum([1, 2]) == 1
assert find_rotation_minimum([3, 4, 5, 1, 2]) == 1
assert find_rotation_minimum([4, 5, 6, 7, 0, 1, 2]) == 0
assert find_rotation_minimum([11, 13, 15, 17]) == 11
assert find_rotation_minimum([5, 6, 7, 8, 9, 10, 1]) == 1
