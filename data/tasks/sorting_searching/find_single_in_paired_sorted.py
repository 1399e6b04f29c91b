# domain: sorting_searching
# function: find_single_in_paired_sorted
# query: In nums, a sorted list where every value appears exactly twice except one value that
#   appears once, find the single value in logarithmic time. Raise ValueError if the list
#   length is even.

def find_single_in_paired_sorted(nums):
    if len(nums) % 2 == 0:
        raise ValueError("length must be odd")
    lo, hi = 0, len(nums) - 1
    while lo < hi:
        mid = (lo + hi) // 2
        if mid % 2 == 1:
            mid -= 1
        if nums[mid] == nums[mid + 1]:
            lo = mid + 2
        else:
            hi = mid
    return nums[lo]

# --- tests ---
import pytest

assert find_single_in_paired_sorted([7]) == 7
assert find_single_in_paired_sorted([1, 1, 2]) == 2
assert find_single_in_paired_sorted([1, 2, 2]) == 1
assert find_single_in_paired_sorted([1, 1, 2, 3, 3, 4, 4, 8, 8]) == 2
assert find_single_in_paired_sorted([3, 3, 7, 7, 10, 11, 11]) == 10
assert find_single_in_paired_sorted([0, 0, 1, 1, 2, 2, 3]) == 3
assert find_single_in_paired_sorted([-5, 0, 0, 1, 1]) == -5
with pytest.raises(ValueError):
    find_single_in_paired_sorted([1, 1])
with pytest.raises(ValueError):
    find_single_in_paired_sorted([])
