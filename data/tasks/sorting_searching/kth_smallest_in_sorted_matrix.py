# domain: sorting_searching
# function: kth_smallest_in_sorted_matrix
# query: Given an n x n matrix whose rows and columns are sorted ascending, return its k-th smallest
#   value (1-based, duplicates counted). Raise ValueError if k is outside 1..n*n.

import heapq

def kth_smallest_in_sorted_matrix(matrix, k):
    n = len(matrix)
    if k < 1 or k > n * n:
        raise ValueError("k out of range")
    heap = [(matrix[r][0], r, 0) for r in range(n)]
    heapq.heapify(heap)
    for _ in range(k - 1):
        value, r, c = heapq.heappop(heap)
        if c + 1 < n:
            heapq.heappush(heap, (matrix[r][c + 1], r, c + 1))
    return heap[0][0]

# --- tests ---
import pytest

assert kth_smallest_in_sorted_matrix([[7]], 1) == 7
assert kth_smallest_in_sorted_matrix([[1, 5, 9], [10, 11, 13], [12, 13, 15]], 8) == 13
assert kth_smallest_in_sorted_matrix([[1, 5, 9], [10, 11, 13], [12, 13, 15]], 1) == 1
assert kth_smallest_in_sorted_matrix([[1, 5, 9], [10, 11, 13], [12, 13, 15]], 9) == 15
assert kth_smallest_in_sorted_matrix([[1, 5, 9], [10, 11, 13], [12, 13, 15]], 4) == 10
assert kth_smallest_in_sorted_matrix([[1, 2], [1, 3]], 2) == 1
assert kth_smallest_in_sorted_matrix([[1, 2], [3, 4]], 3) == 3
with pytest.raises(ValueError):
    kth_smallest_in_sorted_matrix([[1, 2], [3, 4]], 5)
with pytest.raises(ValueError):
    kth_smallest_in_sorted_matrix([[1, 2], [3, 4]], 0)
