# domain: collections
# function: longest_zero_sum_subarray
# query: Return (start, end) inclusive indices of the longest contiguous subarray of nums with sum 0
#   (the earliest one on ties), or None if there is none.

def longest_zero_sum_subarray(nums):
    first_index = {0: -1}
    running = 0
    best = None
    best_length = 0
    for i, x in enumerate(nums):
        running += x
        if running in first_index:
            length = i - first_index[running]
            if length > best_length:
                best_length = length
                best = (first_index[running] + 1, i)
        else:
            first_index[running] = i
    return best

# --- tests ---
import pytest

assert longest_zero_sum_subarray([]) is None
assert longest_zero_sum_subarray([1, 2]) is None
assert longest_zero_sum_subarray([0]) == (0, 0)
assert longest_zero_sum_subarray([1, -1]) == (0, 1)
assert longest_zero_sum_subarray([15, -2, 2, -8, 1, 7, 10, 23]) == (1, 5)
assert longest_zero_sum_subarray([3, 1, -1, 5, -5]) == (1, 4)
assert longest_zero_sum_subarray([2, 0, 3]) == (1, 1)
assert longest_zero_sum_subarray([1, -1, 2, -2]) == (0, 3)
