# domain: data_transformation
# function: matrix_to_sparse_triplets
# query: Convert a dense matrix (list of rows) into a list of (row, col, value) triplets for the
#   entries that are not zero, in row-major order.

def matrix_to_sparse_triplets(matrix):
    triplets = []
    for r, row in enumerate(matrix):
        for c in range(len(row)):
            value = row[c]
            if value != 0:
                triplets.append((r, c, value))
    return triplets

# --- tests ---
import pytest

assert matrix_to_sparse_triplets([]) == []
assert matrix_to_sparse_triplets([[0, 0], [0, 0]]) == []
assert matrix_to_sparse_triplets([[5]]) == [(0, 0, 5)]
assert matrix_to_sparse_triplets([[0, 2], [3, 0]]) == [(0, 1, 2), (1, 0, 3)]
assert matrix_to_sparse_triplets([[1, 0, -1]]) == [(0, 0, 1), (0, 2, -1)]
assert matrix_to_sparse_triplets([[0], [0], [7]]) == [(2, 0, 7)]
assert matrix_to_sparse_triplets([[0.5, 0.0]]) == [(0, 0, 0.5)]

# --- implementation 2: a generator of every cell, filtered on the value ---
def _cells(matrix):
    for r, row in enumerate(matrix):
        for c, value in enumerate(row):
            yield r, c, value


def matrix_to_sparse_triplets(matrix):
    return [cell for cell in _cells(matrix) if cell[2] != 0]

# --- implementation 3: one nested list comprehension ---
def matrix_to_sparse_triplets(matrix):
    return [
        (r, c, value)
        for r, row in enumerate(matrix)
        for c, value in enumerate(row)
        if value != 0
    ]

# --- inputs ---
def random_input(rng):
    rows, cols = rng.randint(0, 4), rng.randint(0, 4)
    return ([[rng.choice([0, 0, 0.0, 1, -2, 0.5]) for _ in range(cols)] for _ in range(rows)],)
