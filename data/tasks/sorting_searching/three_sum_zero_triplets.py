# domain: sorting_searching
# function: three_sum_zero_triplets
# query: Find all unique triplets of values in the list nums that sum to zero. Return a sorted list
#   of ascending tuples with no duplicate triplets.

def three_sum_zero_triplets(nums):
    arr = sorted(nums)
    result = []
    for i in range(len(arr) - 2):
        if i > 0 and arr[i] == arr[i - 1]:
            continue
        lo, hi = i + 1, len(arr) - 1
        while lo < hi:
            total = arr[i] + arr[lo] + arr[hi]
            if total < 0:
                lo += 1
            elif total > 0:
                hi -= 1
            else:
                result.append((arr[i], arr[lo], arr[hi]))
                while lo < hi and arr[lo] == arr[lo + 1]:
                    lo += 1
                lo += 1
                hi -= 1
    return result

# --- tests ---
import pytest

assert three_sum_zero_triplets([]) == []
assert three_sum_zero_triplets([0, 0]) == []
assert three_sum_zero_triplets([0, 0, 0]) == [(0, 0, 0)]
assert three_sum_zero_triplets([0, 0, 0, 0]) == [(0, 0, 0)]
assert three_sum_zero_triplets([-1, 0, 1, 2, -1, -4]) == [(-1, -1, 2), (-1, 0, 1)]
assert three_sum_zero_triplets([1, 2, 3]) == []
assert three_sum_zero_triplets([-2, 0, 1, 1, 2]) == [(-2, 0, 2), (-2, 1, 1)]
assert three_sum_zero_triplets([-3, -2, -2, 1, 4, 5]) == [(-3, -2, 5), (-2, -2, 4)]
assert three_sum_zero_triplets([-1, -1, -1, 2, 2]) == [(-1, -1, 2)]
