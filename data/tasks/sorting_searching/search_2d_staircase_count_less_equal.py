# domain: sorting_searching
# function: search_2d_staircase_count_less_equal
# query: Given a matrix with ascending rows and columns, count how many of its entries are less than
#   or equal to x.

def search_2d_staircase_count_less_equal(matrix, x):
    if not matrix:
        return 0
    row, col = len(matrix) - 1, 0
    count = 0
    while row >= 0 and col < len(matrix[0]):
        if matrix[row][col] <= x:
            count += row + 1
            col += 1
        else:
            row -= 1
    return count

# --- tests ---
import pytest

assert search_2d_staircase_count_less_equal([], 5) == 0
assert search_2d_staircase_count_less_equal([[]], 5) == 0
assert search_2d_staircase_count_less_equal([[4]], 4) == 1
assert search_2d_staircase_count_less_equal([[4]], 3) == 0
assert search_2d_staircase_count_less_equal([[1, 5, 9], [10, 11, 13], [12, 13, 15]], 12) == 6
assert search_2d_staircase_count_less_equal([[1, 5, 9], [10, 11, 13], [12, 13, 15]], 15) == 9
assert search_2d_staircase_count_less_equal([[1, 5, 9], [10, 11, 13], [12, 13, 15]], 0) == 0
assert search_2d_staircase_count_less_equal([[1, 2], [3, 4], [5, 6]], 3) == 3

# --- implementation 2: bisect_right on every row ---
from bisect import bisect_right


def search_2d_staircase_count_less_equal(matrix, x):
    total = 0
    for row in matrix:
        total += bisect_right(row, x)
    return total

# --- implementation 3: walk each row until the first entry above x ---
def search_2d_staircase_count_less_equal(matrix, x):
    count = 0
    for row in matrix:
        for value in row:
            if value > x:
                break
            count += 1
    return count

# --- inputs ---
def random_input(rng):
    rows, cols = rng.randint(0, 5), rng.randint(0, 5)
    if rows and not cols and rng.random() < 0.5:
        return ([[]], rng.randint(-5, 5))
    matrix = [[0] * cols for _ in range(rows)]
    for r in range(rows):
        for c in range(cols):
            above = matrix[r - 1][c] if r else -5
            left = matrix[r][c - 1] if c else -5
            matrix[r][c] = max(above, left) + rng.choice([0, 1, 2, 4])
    flat = [v for row in matrix for v in row]
    x = rng.choice(flat) + rng.choice([-1, 0, 0, 1]) if flat and rng.random() < 0.7 else rng.randint(-10, 40)
    return (matrix, x)
