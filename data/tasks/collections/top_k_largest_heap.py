# domain: collections
# function: top_k_largest_heap
# query: Given the list nums, return its k largest numbers in descending order. Duplicates count
#   separately; raise ValueError when k is negative.

import heapq

def top_k_largest_heap(nums, k):
    if k < 0:
        raise ValueError("k must be non-negative")
    if k == 0:
        return []
    heap = []
    for x in nums:
        if len(heap) < k:
            heapq.heappush(heap, x)
        elif x > heap[0]:
            heapq.heapreplace(heap, x)
    return sorted(heap, reverse=True)

# --- tests ---
import pytest

assert top_k_largest_heap([], 3) == []
assert top_k_largest_heap([5, 1, 9], 0) == []
assert top_k_largest_heap([5, 1, 9, 3], 2) == [9, 5]
assert top_k_largest_heap([5, 1, 9, 3], 10) == [9, 5, 3, 1]
assert top_k_largest_heap([4, 4, 4, 1], 2) == [4, 4]
assert top_k_largest_heap([1, 2, 3, 4, 5], 1) == [5]
assert top_k_largest_heap([-1, -5, -3], 2) == [-1, -3]
with pytest.raises(ValueError):
    top_k_largest_heap([1], -1)

# --- implementation 2: sort descending and slice ---
def top_k_largest_heap(nums, k):
    if k < 0:
        raise ValueError("k cannot be negative")
    ranked = sorted(nums, reverse=True)
    return ranked[:k]

# --- implementation 3: take the maximum out of a copy k times ---
def top_k_largest_heap(nums, k):
    if k < 0:
        raise ValueError("negative k")
    remaining = list(nums)
    picked = []
    while remaining and len(picked) < k:
        biggest = max(remaining)
        remaining.remove(biggest)
        picked.append(biggest)
    return picked

# --- implementation 4: heapq.nlargest ---
import heapq


def top_k_largest_heap(nums, k):
    if k < 0:
        raise ValueError("k must not be negative")
    return heapq.nlargest(k, nums)

# --- inputs ---
def random_input(rng):
    nums = [rng.randint(-5, 5) for _ in range(rng.randint(0, 10))]
    return (nums, rng.choice([-1, 0, 1, 2, 3, len(nums), len(nums) + 2]))
