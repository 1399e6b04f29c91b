# domain: data_transformation
# function: sparse_triplets_to_matrix
# query: Given triplets of (row, col, value), build a dense matrix of zeros with rows rows and cols
#   columns and fill in each triplet's value; later triplets for the same cell overwrite
#   earlier ones. Raise IndexError for a triplet outside the matrix (negative indices
#   included).

def sparse_triplets_to_matrix(triplets, rows, cols):
    matrix = [[0] * cols for _ in range(rows)]
    for r, c, value in triplets:
        if r < 0 or r >= rows or c < 0 or c >= cols:
            raise IndexError("cell (%d, %d) out of range" % (r, c))
        matrix[r][c] = value
    return matrix

# --- tests ---
import pytest

assert sparse_triplets_to_matrix([], 0, 0) == []
assert sparse_triplets_to_matrix([], 2, 2) == [[0, 0], [0, 0]]
assert sparse_triplets_to_matrix([(0, 1, 2), (1, 0, 3)], 2, 2) == [[0, 2], [3, 0]]
assert sparse_triplets_to_matrix([(0, 0, 1), (0, 0, 9)], 1, 2) == [[9, 0]]
assert sparse_triplets_to_matrix([(2, 1, 4)], 3, 2) == [[0, 0], [0, 0], [0, 4]]
with pytest.raises(IndexError):
    sparse_triplets_to_matrix([(2, 0, 1)], 2, 2)
with pytest.raises(IndexError):
    sparse_triplets_to_matrix([(0, 2, 1)], 2, 2)
with pytest.raises(IndexError):
    sparse_triplets_to_matrix([(-1, 0, 1)], 2, 2)
with pytest.raises(IndexError):
    sparse_triplets_to_matrix([(0, -1, 1)], 2, 2)

# --- implementation 2: validate every triplet, then fill the zero matrix ---
def sparse_triplets_to_matrix(triplets, rows, cols):
    for r, c, _ in triplets:
        if not (0 <= r < rows and 0 <= c < cols):
            raise IndexError("triplet (%d, %d) outside the matrix" % (r, c))
    matrix = [[0] * cols for _ in range(rows)]
    for r, c, value in triplets:
        matrix[r][c] = value
    return matrix

# --- implementation 3: collect the cells in a dict, then read every position ---
def sparse_triplets_to_matrix(triplets, rows, cols):
    cells = {}
    for r, c, value in triplets:
        if r not in range(rows) or c not in range(cols):
            raise IndexError((r, c))
        cells[(r, c)] = value
    return [[cells.get((r, c), 0) for c in range(cols)] for r in range(rows)]

# --- inputs ---
def random_input(rng):
    rows, cols = rng.randint(0, 3), rng.randint(0, 3)
    triplets = []
    for _ in range(rng.randint(0, 4)):
        if rows and cols and rng.random() < 0.85:
            triplets.append((rng.randrange(rows), rng.randrange(cols), rng.randint(1, 9)))
        else:
            triplets.append((rng.choice([-1, rows, 0]), rng.choice([-1, cols, 0]), 5))
    return (triplets, rows, cols)
