# domain: sorting_searching
# function: kth_smallest_quickselect
# query: Given an unsorted list values, return its k-th smallest element (k is 1-based) with
#   quickselect, leaving the input unmodified; duplicates count separately. Raise ValueError if
#   k is outside 1..len(values).

def kth_smallest_quickselect(values, k):
    if k < 1 or k > len(values):
        raise ValueError("k out of range")
    arr = list(values)
    lo, hi = 0, len(arr) - 1
    target = k - 1
    while True:
        pivot = arr[hi]
        store = lo
        for i in range(lo, hi):
            if arr[i] < pivot:
                arr[i], arr[store] = arr[store], arr[i]
                store += 1
        arr[store], arr[hi] = arr[hi], arr[store]
        if store == target:
            return arr[store]
        if store < target:
            lo = store + 1
        else:
            hi = store - 1

# --- tests ---
import pytest

assert kth_smallest_quickselect([7], 1) == 7
assert kth_smallest_quickselect([3, 1, 2], 1) == 1
assert kth_smallest_quickselect([3, 1, 2], 3) == 3
assert kth_smallest_quickselect([7, 10, 4, 3, 20, 15], 3) == 7
assert kth_smallest_quickselect([5, 5, 1, 5], 2) == 5
assert kth_smallest_quickselect([9, 8, 7, 6, 5, 4], 2) == 5
assert kth_smallest_quickselect([1, 2, 3, 4, 5, 6], 5) == 5
with pytest.raises(ValueError):
    kth_smallest_quickselect([1, 2], 0)
with pytest.raises(ValueError):
    kth_smallest_quickselect([1, 2], 3)
