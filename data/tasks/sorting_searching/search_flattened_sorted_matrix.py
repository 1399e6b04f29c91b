# domain: sorting_searching
# function: search_flattened_sorted_matrix
# query: Given a matrix where each row is sorted and the first value of each row is greater than the
#   last value of the previous row, decide whether target is present. Return True or False.

def search_flattened_sorted_matrix(matrix, target):
    if not matrix or not matrix[0]:
        return False
    cols = len(matrix[0])
    lo, hi = 0, len(matrix) * cols - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        value = matrix[mid // cols][mid % cols]
        if value == target:
            return True
        if value < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return False

# --- tests ---
import pytest

assert search_flattened_sorted_matrix([], 3) is False
assert search_flattened_sorted_matrix([[]], 3) is False
assert search_flattened_sorted_matrix([[3]], 3) is True
assert search_flattened_sorted_matrix([[1, 3, 5, 7], [10, 11, 16, 20], [23, 30, 34, 60]], 3) is True
assert search_flattened_sorted_matrix([[1, 3, 5, 7], [10, 11, 16, 20], [23, 30, 34, 60]], 13) is False
assert search_flattened_sorted_matrix([[1, 3, 5, 7], [10, 11, 16, 20], [23, 30, 34, 60]], 60) is True
assert search_flattened_sorted_matrix([[1, 3, 5, 7], [10, 11, 16, 20], [23, 30, 34, 60]], 1) is True
assert search_flattened_sorted_matrix([[1, 3, 5, 7], [10, 11, 16, 20], [23, 30, 34, 60]], 10) is True
assert search_flattened_sorted_matrix([[1], [4], [9]], 4) is True
assert search_flattened_sorted_matrix([[1, 2], [4, 9]], 7) is False

# --- implementation 2: bisect over the first column for the row, then within the row ---
from bisect import bisect_left, bisect_right


def search_flattened_sorted_matrix(matrix, target):
    rows = [row for row in matrix if row]
    r = bisect_right([row[0] for row in rows], target) - 1
    if r < 0:
        return False
    row = rows[r]
    i = bisect_left(row, target)
    return i < len(row) and row[i] == target

# --- implementation 3: staircase walk from the top-right corner ---
def search_flattened_sorted_matrix(matrix, target):
    if not matrix:
        return False
    r, c = 0, len(matrix[0]) - 1
    while r < len(matrix) and c >= 0:
        value = matrix[r][c]
        if value == target:
            return True
        if value > target:
            c -= 1
        else:
            r += 1
    return False

# --- implementation 4: bisect over the flattened positions with a key reading the cell ---
from bisect import bisect_left


def search_flattened_sorted_matrix(matrix, target):
    if not matrix or not matrix[0]:
        return False
    cols = len(matrix[0])
    size = len(matrix) * cols
    cell = lambda i: matrix[i // cols][i % cols]
    i = bisect_left(range(size), target, key=cell)
    return i < size and cell(i) == target

# --- inputs ---
def random_input(rng):
    rows, cols = rng.randint(0, 5), rng.randint(0, 5)
    if rows and not cols:
        return ([[]], rng.randint(0, 5))
    flat = sorted(rng.sample(range(-20, 60), rows * cols))
    matrix = [flat[r * cols:(r + 1) * cols] for r in range(rows)]
    target = rng.choice(flat) if flat and rng.random() < 0.5 else rng.randint(-25, 65)
    return (matrix, target)
