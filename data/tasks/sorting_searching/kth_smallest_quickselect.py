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

# --- implementation 2: recursive quickselect splitting into lists below, equal to and above the middle pivot ---
def kth_smallest_quickselect(values, k):
    if not 1 <= k <= len(values):
        raise ValueError("k must lie in 1..len(values)")
    pivot = values[len(values) // 2]
    below = [v for v in values if v < pivot]
    equal = [v for v in values if v == pivot]
    if k <= len(below):
        return kth_smallest_quickselect(below, k)
    if k <= len(below) + len(equal):
        return pivot
    above = [v for v in values if v > pivot]
    return kth_smallest_quickselect(above, k - len(below) - len(equal))

# --- implementation 3: iterative quickselect with Hoare partitioning around the middle element ---
def kth_smallest_quickselect(values, k):
    if k < 1 or k > len(values):
        raise ValueError("invalid k")
    arr = values[:]
    target, lo, hi = k - 1, 0, len(arr) - 1
    while lo < hi:
        pivot = arr[(lo + hi) // 2]
        i, j = lo, hi
        while i <= j:
            while arr[i] < pivot:
                i += 1
            while arr[j] > pivot:
                j -= 1
            if i <= j:
                arr[i], arr[j] = arr[j], arr[i]
                i, j = i + 1, j - 1
        if target <= j:
            hi = j
        elif target >= i:
            lo = i
        else:
            break
    return arr[target]

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 20)
    spread = rng.choice([2, 10, 50])
    values = [rng.randint(-spread, spread) for _ in range(n)]
    k = rng.choice([1, n, rng.randint(1, max(n, 1))]) if rng.random() < 0.9 else rng.choice([0, n + 1])
    return (values, k)
