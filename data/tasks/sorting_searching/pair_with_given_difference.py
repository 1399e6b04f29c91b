# domain: sorting_searching
# function: pair_with_given_difference
# query: Decide whether the list nums contains two elements at different positions whose difference
#   is exactly diff (diff >= 0). Return that pair as (smaller, larger), choosing the pair with
#   the smallest smaller element when several exist, or None. Raise ValueError for negative
#   diff.

def pair_with_given_difference(nums, diff):
    if diff < 0:
        raise ValueError("diff must be non-negative")
    arr = sorted(nums)
    i, j = 0, 1
    while j < len(arr):
        gap = arr[j] - arr[i]
        if i != j and gap == diff:
            return (arr[i], arr[j])
        if gap < diff:
            j += 1
        else:
            i += 1
            if i == j:
                j += 1
    return None

# --- tests ---
import pytest

assert pair_with_given_difference([], 1) is None
assert pair_with_given_difference([5], 0) is None
assert pair_with_given_difference([5, 5], 0) == (5, 5)
assert pair_with_given_difference([5, 20, 3, 2, 50, 80], 78) == (2, 80)
assert pair_with_given_difference([90, 70, 20, 80, 50], 45) is None
assert pair_with_given_difference([1, 8, 30, 40, 100], 60) == (40, 100)
assert pair_with_given_difference([1, 2, 3], 1) == (1, 2)
assert pair_with_given_difference([1, 3, 6], 5) == (1, 6)
with pytest.raises(ValueError):
    pair_with_given_difference([1, 2], -1)
