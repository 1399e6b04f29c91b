# domain: data_transformation
# function: flatten_matrix_column_major
# query: Flatten a rectangular matrix (list of rows) into a single list in column-major order (down the
#   first column, then the second, ...). Raise ValueError for ragged rows; an empty matrix gives [].

def flatten_matrix_column_major(matrix):
    if not matrix:
        return []
    cols = len(matrix[0])
    for row in matrix:
        if len(row) != cols:
            raise ValueError("ragged matrix")
    flat = []
    for c in range(cols):
        for r in range(len(matrix)):
            flat.append(matrix[r][c])
    return flat

# --- tests ---
import pytest

assert flatten_matrix_column_major([]) == []
assert flatten_matrix_column_major([[7]]) == [7]
assert flatten_matrix_column_major([[1, 2, 3], [4, 5, 6]]) == [1, 4, 2, 5, 3, 6]
assert flatten_matrix_column_major([[1], [2], [3]]) == [1, 2, 3]
assert flatten_matrix_column_major([[1, 2]]) == [1, 2]
assert flatten_matrix_column_major([[]]) == []
with pytest.raises(ValueError):
    flatten_matrix_column_major([[1, 2], [3]])
with pytest.raises(ValueError):
    flatten_matrix_column_major([[1], [2, 3]])

# --- implementation 2: zip(*matrix) gives the columns ---
def flatten_matrix_column_major(matrix):
    if not matrix:
        return []
    width = len(matrix[0])
    if any(len(row) != width for row in matrix):
        raise ValueError("rows have different lengths")
    return [x for column in zip(*matrix) for x in column]

# --- implementation 3: map each flat position k to row k % rows, column k // rows ---
def flatten_matrix_column_major(matrix):
    rows = len(matrix)
    cols = len(matrix[0]) if matrix else 0
    if any(len(r) != cols for r in matrix):
        raise ValueError("ragged rows")
    return [matrix[k % rows][k // rows] for k in range(rows * cols)]

# --- inputs ---
def random_input(rng):
    rows, cols = rng.randint(0, 4), rng.randint(0, 4)
    matrix = [[rng.randint(0, 9) for _ in range(cols)] for _ in range(rows)]
    if matrix and rng.random() < 0.15:
        matrix[rng.randrange(rows)].append(0)
    return (matrix,)
