# domain: data_transformation
# function: rotate_matrix_clockwise
# query: Rotate a rectangular matrix (list of rows) 90 degrees clockwise and return the new matrix; an
#   m x n matrix becomes n x m. An empty matrix gives [].

def rotate_matrix_clockwise(matrix):
    if not matrix:
        return []
    rows = len(matrix)
    cols = len(matrix[0])
    rotated = []
    for c in range(cols):
        new_row = []
        for r in range(rows - 1, -1, -1):
            new_row.append(matrix[r][c])
        rotated.append(new_row)
    return rotated

# --- tests ---
import pytest

assert rotate_matrix_clockwise([]) == []
assert rotate_matrix_clockwise([[1]]) == [[1]]
assert rotate_matrix_clockwise([[1, 2], [3, 4]]) == [[3, 1], [4, 2]]
assert rotate_matrix_clockwise([[1, 2, 3]]) == [[1], [2], [3]]
assert rotate_matrix_clockwise([[1], [2], [3]]) == [[3, 2, 1]]
assert rotate_matrix_clockwise([[1, 2, 3], [4, 5, 6]]) == [[4, 1], [5, 2], [6, 3]]
assert rotate_matrix_clockwise([[1, 2, 3], [4, 5, 6], [7, 8, 9]]) == [[7, 4, 1], [8, 5, 2], [9, 6, 3]]

# --- implementation 2: the columns of the upside-down matrix are the rotated rows ---
def rotate_matrix_clockwise(matrix):
    upside_down = matrix[::-1]
    rotated = []
    for column in zip(*upside_down):
        rotated.append(list(column))
    return rotated

# --- implementation 3: index formula, new[i][j] = old[m - 1 - j][i] ---
def rotate_matrix_clockwise(matrix):
    if not matrix:
        return []
    m, n = len(matrix), len(matrix[0])
    return [[matrix[m - 1 - j][i] for j in range(m)] for i in range(n)]

# --- implementation 4: transpose with zip, then reverse every row ---
def rotate_matrix_clockwise(matrix):
    transposed = [list(row) for row in zip(*matrix)]
    for row in transposed:
        row.reverse()
    return transposed

# --- inputs ---
def random_input(rng):
    rows, cols = rng.randint(0, 4), rng.choice([0, 1, 2, 3, 4, 4])
    return ([[rng.randint(0, 9) for _ in range(cols)] for _ in range(rows)],)
