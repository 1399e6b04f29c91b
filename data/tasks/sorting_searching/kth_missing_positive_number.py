# domain: sorting_searching
# function: kth_missing_positive_number
# query: Given arr, a strictly increasing list of positive integers, return the k-th positive
#   integer that is missing from it. Raise ValueError if k < 1.

def kth_missing_positive_number(arr, k):
    if k < 1:
        raise ValueError("k must be positive")
    lo, hi = 0, len(arr)
    while lo < hi:
        mid = (lo + hi) // 2
        if arr[mid] - (mid + 1) < k:
            lo = mid + 1
        else:
            hi = mid
    return lo + k

# --- tests ---
import pytest

assert kth_missing_positive_number([], 3) == 3
assert kth_missing_positive_number([2, 3, 4, 7, 11], 5) == 9
assert kth_missing_positive_number([1, 2, 3, 4], 2) == 6
assert kth_missing_positive_number([2], 1) == 1
assert kth_missing_positive_number([1], 1) == 2
assert kth_missing_positive_number([5, 6, 7], 4) == 4
assert kth_missing_positive_number([5, 6, 7], 5) == 8
with pytest.raises(ValueError):
    kth_missing_positive_number([1, 2], 0)
