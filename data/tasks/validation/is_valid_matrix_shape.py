# domain: validation
# function: is_valid_matrix_shape
# query: Validate that a list of lists is a proper rectangular matrix: at least one row, every row a
#   list with the same non-zero length, every entry an int or float (bool excluded). Return the
#   (rows, cols) shape, or raise ValueError describing the first problem.

def is_valid_matrix_shape(matrix):
    if len(matrix) == 0:
        raise ValueError("matrix has no rows")
    cols = len(matrix[0])
    if cols == 0:
        raise ValueError("rows must not be empty")
    for row in matrix:
        if not isinstance(row, list) or len(row) != cols:
            raise ValueError("ragged matrix")
        for value in row:
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise ValueError("non-numeric entry")
    return (len(matrix), cols)

# --- tests ---
import pytest

assert is_valid_matrix_shape([[1]]) == (1, 1)
assert is_valid_matrix_shape([[1, 2, 3], [4, 5.5, 6]]) == (2, 3)
assert is_valid_matrix_shape([[0], [0], [0]]) == (3, 1)
with pytest.raises(ValueError):
    is_valid_matrix_shape([])
with pytest.raises(ValueError):
    is_valid_matrix_shape([[], []])
with pytest.raises(ValueError):
    is_valid_matrix_shape([[1, 2], [3]])
with pytest.raises(ValueError):
    is_valid_matrix_shape([[1], [2, 3]])
with pytest.raises(ValueError):
    is_valid_matrix_shape([[1, True]])
with pytest.raises(ValueError):
    is_valid_matrix_shape([[1, "2"]])

# --- implementation 2: validate the shape with set of row lengths, then the entries ---
def is_valid_matrix_shape(matrix):
    if not matrix:
        raise ValueError("empty matrix")
    for row in matrix:
        if not isinstance(row, list):
            raise ValueError("row is not a list")
        if len(row) != len(matrix[0]) or not row:
            raise ValueError("rows must share one non-zero length")
        if any(type(v) is bool or not isinstance(v, (int, float)) for v in row):
            raise ValueError("entries must be numbers")
    return len(matrix), len(matrix[0])

# --- implementation 3: shape checks with any(), then the flattened entries with all() ---
def is_valid_matrix_shape(matrix):
    if len(matrix) == 0 or len(matrix[0]) == 0:
        raise ValueError("matrix needs at least one row and one column")
    width = len(matrix[0])
    if any(not isinstance(r, list) or len(r) != width for r in matrix):
        raise ValueError("not rectangular")
    entries = [v for r in matrix for v in r]
    if not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in entries):
        raise ValueError("entry is not an int or float")
    return (len(matrix), width)

# --- inputs ---
def random_input(rng):
    rows, cols = rng.randint(0, 3), rng.randint(0, 3)
    matrix = [[rng.choice([1, 0, -2, 5.5]) for _ in range(cols)] for _ in range(rows)]
    r = rng.random()
    if matrix and r < 0.15:
        matrix[rng.randrange(rows)].append(7)
    elif matrix and cols and r < 0.3:
        matrix[rng.randrange(rows)][rng.randrange(cols)] = rng.choice([True, "2", None, False])
    elif rows > 1 and r < 0.35:
        matrix[-1] = tuple(matrix[-1])
    return (matrix,)
