# domain: sorting_searching
# function: rotation_count_of_sorted_array
# query: An ascending list of distinct numbers was rotated right some number of times; return how many
#   times it was rotated (the index of the smallest element). An empty list returns 0.

def rotation_count_of_sorted_array(nums):
    lo, hi = 0, len(nums) - 1
    while lo < hi:
        mid = (lo + hi) // 2
        if nums[mid] > nums[hi]:
            lo = mid + 1
        else:
            hi = mid
    return lo

# --- tests ---
import pytest

assert rotation_count_of_sorted_array([]) == 0
assert rotation_count_of_sorted_array([9]) == 0
assert rotation_count_of_sorted_array([1, 2, 3, 4]) == 0
assert rotation_count_of_sorted_array([4, 1, 2, 3]) == 1
assert rotation_count_of_sorted_array([2, 3, 4, 1]) == 3
assert rotation_count_of_sorted_array([15, 18, 2, 3, 6, 12]) == 2
assert rotation_count_of_sorted_array([7, 9, 11, 12, 5]) == 4
assert rotation_count_of_sorted_array([2, 1]) == 1
