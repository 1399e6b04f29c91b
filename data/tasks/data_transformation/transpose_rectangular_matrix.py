# domain: data_transformation
# function: transpose_rectangular_matrix
# query: Transpose a matrix given as a list of equal-length rows. An empty matrix returns [];
#   raise ValueError for ragged rows.

def transpose_rectangular_matrix(rows):
    if not rows:
        return []
    width = len(rows[0])
    for row in rows:
        if len(row) != width:
            raise ValueError("ragged matrix")
    result = []
    for c in range(width):
        result.append([rows[r][c] for r in range(len(rows))])
    return result

# --- tests ---
import pytest

assert transpose_rectangular_matrix([]) == []
assert transpose_rectangular_matrix([[1]]) == [[1]]
assert transpose_rectangular_matrix([[1, 2, 3]]) == [[1], [2], [3]]
assert transpose_rectangular_matrix([[1], [2], [3]]) == [[1, 2, 3]]
assert transpose_rectangular_matrix([[1, 2], [3, 4], [5, 6]]) == [[1, 3, 5], [2, 4, 6]]
assert transpose_rectangular_matrix([[], []]) == []
with pytest.raises(ValueError):
    transpose_rectangular_matrix([[1, 2], [3]])
with pytest.raises(ValueError):
    transpose_rectangular_matrix([[1], [2, 3]])
