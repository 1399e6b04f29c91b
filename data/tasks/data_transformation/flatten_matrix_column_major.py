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
