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
