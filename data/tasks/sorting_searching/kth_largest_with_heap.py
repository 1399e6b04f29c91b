# domain: sorting_searching
# function: kth_largest_with_heap
# query: Given a list values, find its k-th largest value; duplicates count separately. Raise
#   ValueError when k is not between 1 and the list length.

import heapq

def kth_largest_with_heap(values, k):
    if k <= 0 or k > len(values):
        raise ValueError("k out of range")
    heap = []
    for v in values:
        if len(heap) < k:
            heapq.heappush(heap, v)
        elif v > heap[0]:
            heapq.heapreplace(heap, v)
    return heap[0]

# --- tests ---
import pytest

assert kth_largest_with_heap([4], 1) == 4
assert kth_largest_with_heap([3, 2, 1, 5, 6, 4], 2) == 5
assert kth_largest_with_heap([3, 2, 3, 1, 2, 4, 5, 5, 6], 4) == 4
assert kth_largest_with_heap([1, 2, 3], 3) == 1
assert kth_largest_with_heap([2, 2, 2], 2) == 2
assert kth_largest_with_heap([-5, -1, -3], 1) == -1
assert kth_largest_with_heap([10, 9, 8, 11, 12], 3) == 10
with pytest.raises(ValueError):
    kth_largest_with_heap([1, 2, 3], 0)
with pytest.raises(ValueError):
    kth_largest_with_heap([1, 2, 3], 4)

# --- implementation 2: sort descending and index ---
def kth_largest_with_heap(values, k):
    if not 1 <= k <= len(values):
        raise ValueError("k must be between 1 and len(values)")
    ordered = sorted(values, reverse=True)
    return ordered[k - 1]

# --- implementation 3: heapq.nlargest and its last element ---
import heapq


def kth_largest_with_heap(values, k):
    if k < 1 or k > len(values):
        raise ValueError("invalid k")
    return heapq.nlargest(k, values)[-1]

# --- implementation 4: recursive quickselect on the values above, at and below a middle pivot ---
def kth_largest_with_heap(values, k):
    if not 0 < k <= len(values):
        raise ValueError("k must be in 1..len(values)")
    pivot = values[len(values) // 2]
    larger = [v for v in values if v > pivot]
    if k <= len(larger):
        return kth_largest_with_heap(larger, k)
    equal = values.count(pivot)
    if k <= len(larger) + equal:
        return pivot
    smaller = [v for v in values if v < pivot]
    return kth_largest_with_heap(smaller, k - len(larger) - equal)

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 15)
    spread = rng.choice([2, 10, 50])
    values = [rng.randint(-spread, spread) for _ in range(n)]
    k = rng.choice([1, n, rng.randint(1, max(n, 1))]) if rng.random() < 0.88 else rng.choice([0, n + 1, -1])
    return (values, k)
