# domain: sorting_searching
# function: search_row_column_sorted_matrix
# query: Search a matrix whose rows and columns are each sorted ascending for a target by starting in
#   the top-right corner and stepping left or down; return the (row, col) where it is found or None.

def search_row_column_sorted_matrix(matrix, target):
    if not matrix or not matrix[0]:
        return None
    row, col = 0, len(matrix[0]) - 1
    while row < len(matrix) and col >= 0:
        value = matrix[row][col]
        if value == target:
            return (row, col)
        if value > target:
            col -= 1
        else:
            row += 1
    return None

# --- tests ---
import pytest

assert search_row_column_sorted_matrix([], 1) is None
assert search_row_column_sorted_matrix([[]], 1) is None
assert search_row_column_sorted_matrix([[5]], 5) == (0, 0)
assert search_row_column_sorted_matrix([[1, 4, 7], [2, 5, 8], [3, 6, 9]], 5) == (1, 1)
assert search_row_column_sorted_matrix([[1, 4, 7], [2, 5, 8], [3, 6, 9]], 3) == (2, 0)
assert search_row_column_sorted_matrix([[1, 4, 7], [2, 5, 8], [3, 6, 9]], 7) == (0, 2)
assert search_row_column_sorted_matrix([[1, 4, 7], [2, 5, 8], [3, 6, 9]], 10) is None
assert search_row_column_sorted_matrix([[1, 4, 7], [2, 5, 8], [3, 6, 9]], 0) is None
assert search_row_column_sorted_matrix([[1, 3], [2, 9]], 9) == (1, 1)

# --- implementation 2: per row, bisect the still-possible column prefix for the last value <= target ---
from bisect import bisect_right


def search_row_column_sorted_matrix(matrix, target):
    if not matrix or not matrix[0]:
        return None
    limit = len(matrix[0])
    for r, row in enumerate(matrix):
        limit = bisect_right(row, target, 0, limit)
        if limit == 0:
            return None
        if row[limit - 1] == target:
            return (r, limit - 1)
    return None

# --- implementation 3: walk the rows, shrinking the column from the right before each check ---
def search_row_column_sorted_matrix(matrix, target):
    c = len(matrix[0]) - 1 if matrix else -1
    for r in range(len(matrix)):
        while c >= 0 and matrix[r][c] > target:
            c -= 1
        if c < 0:
            break
        if matrix[r][c] == target:
            return r, c
    return None

# --- inputs ---
def random_input(rng):
    rows = rng.choice([0, 1, 1, 2, 3, 4, 5])
    cols = rng.choice([0, 1, 2, 3, 4, 5]) if rows else 0
    matrix = []
    for i in range(rows):
        row = []
        for j in range(cols):
            up = matrix[i - 1][j] if i else 0
            left = row[j - 1] if j else 0
            row.append(max(up, left) + rng.randint(0, 2))
        matrix.append(row)
    values = [v for row in matrix for v in row]
    if values and rng.random() < 0.6:
        target = rng.choice(values)
    else:
        target = rng.randint(-1, 12)
    return (matrix, target)
