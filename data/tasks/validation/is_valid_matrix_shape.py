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
