# domain: sorting_searching
# function: k_closest_sorted_elements
# query: From items, an ascending list, return the k elements closest to x as an ascending list;
#   ties in distance prefer the smaller element. Raise ValueError if k is negative or larger
#   than the list.

def k_closest_sorted_elements(items, k, x):
    if k < 0 or k > len(items):
        raise ValueError("bad k")
    lo, hi = 0, len(items) - 1
    while hi - lo + 1 > k:
        if x - items[lo] <= items[hi] - x:
            hi -= 1
        else:
            lo += 1
    return items[lo:hi + 1]

# --- tests ---
import pytest

assert k_closest_sorted_elements([1, 2, 3, 4, 5], 4, 3) == [1, 2, 3, 4]
assert k_closest_sorted_elements([1, 2, 3, 4, 5], 4, -1) == [1, 2, 3, 4]
assert k_closest_sorted_elements([1, 2, 3, 4, 5], 2, 9) == [4, 5]
assert k_closest_sorted_elements([1, 2, 3, 4, 5], 0, 3) == []
assert k_closest_sorted_elements([1, 2, 3, 4, 5], 5, 3) == [1, 2, 3, 4, 5]
assert k_closest_sorted_elements([1, 10, 15, 25, 35], 2, 14) == [10, 15]
assert k_closest_sorted_elements([1, 3], 1, 2) == [1]
with pytest.raises(ValueError):
    k_closest_sorted_elements([1, 2], 3, 0)
with pytest.raises(ValueError):
    k_closest_sorted_elements([1, 2], -1, 0)
