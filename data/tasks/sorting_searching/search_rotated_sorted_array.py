# domain: sorting_searching
# function: search_rotated_sorted_array
# query: Search nums, a sorted array of distinct integers that has been rotated at some pivot (e.g.
#   [4,5,6,7,0,1,2]), for target in logarithmic time; return its index or -1 if it is absent.

def search_rotated_sorted_array(nums, target):
    lo, hi = 0, len(nums) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if nums[mid] == target:
            return mid
        if nums[lo] <= nums[mid]:
            if nums[lo] <= target < nums[mid]:
                hi = mid - 1
            else:
                lo = mid + 1
        else:
            if nums[mid] < target <= nums[hi]:
                lo = mid + 1
            else:
                hi = mid - 1
    return -1

# --- tests ---
import pytest

assert search_rotated_sorted_array([], 1) == -1
assert search_rotated_sorted_array([4, 5, 6, 7, 0, 1, 2], 0) == 4
assert search_rotated_sorted_array([4, 5, 6, 7, 0, 1, 2], 4) == 0
assert search_rotated_sorted_array([4, 5, 6, 7, 0, 1, 2], 3) == -1
assert search_rotated_sorted_array([3, 1], 1) == 1
assert search_rotated_sorted_array([6, 7, 8, 1, 2, 3, 4, 5], 4) == 6
assert search_rotated_sorted_array([6, 7, 8, 1, 2, 3, 4, 5], 5) == 7
assert search_rotated_sorted_array([6, 7, 8, 1, 2, 3, 4, 5], 2) == 4
assert search_rotated_sorted_array([5, 1, 2, 3, 4], 5) == 0
assert search_rotated_sorted_array([8, 9, 1, 2, 3, 4, 5, 6, 7], 9) == 1
