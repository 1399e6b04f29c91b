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

# --- implementation 2: flatten every row and sort ---
def kth_smallest_in_sorted_matrix(matrix, k):
    n = len(matrix)
    if not 1 <= k <= n * n:
        raise ValueError("k must be in 1..n*n")
    flat = sorted(value for row in matrix for value in row)
    return flat[k - 1]

# --- implementation 3: bounded max-heap of the k smallest entries seen so far ---
import heapq


def kth_smallest_in_sorted_matrix(matrix, k):
    n = len(matrix)
    if k < 1 or k > n * n:
        raise ValueError("k is outside 1..n*n")
    kept = []
    for row in matrix:
        for value in row:
            if len(kept) < k:
                heapq.heappush(kept, -value)
            elif value < -kept[0]:
                heapq.heapreplace(kept, -value)
    return -kept[0]

# --- implementation 4: heapq.merge of the rows, skip to the k-th value with islice ---
from heapq import merge
from itertools import islice


def kth_smallest_in_sorted_matrix(matrix, k):
    n = len(matrix)
    if k < 1 or k > n * n:
        raise ValueError("k out of bounds")
    return next(islice(merge(*matrix), k - 1, None))

# --- inputs ---
def random_input(rng):
    n = rng.randint(1, 5)
    matrix = [[0] * n for _ in range(n)]
    for r in range(n):
        for c in range(n):
            above = matrix[r - 1][c] if r else -10
            left = matrix[r][c - 1] if c else -10
            matrix[r][c] = max(above, left) + rng.choice([0, 0, 1, 2, 5])
    if rng.random() < 0.2:
        matrix = [[v / 2 for v in row] for row in matrix]
    k = rng.choice([1, n * n, rng.randint(1, n * n)]) if rng.random() < 0.9 else rng.choice([0, n * n + 1])
    return (matrix, k)
