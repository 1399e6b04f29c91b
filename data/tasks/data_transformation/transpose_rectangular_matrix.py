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

# --- implementation 2: one length check over a set, then zip(*rows) ---
def transpose_rectangular_matrix(rows):
    if not rows:
        return []
    if len({len(row) for row in rows}) > 1:
        raise ValueError("rows have different lengths")
    return [list(column) for column in zip(*rows)]

# --- implementation 3: append each row's values to the growing columns ---
def transpose_rectangular_matrix(rows):
    columns = None
    for row in rows:
        if columns is None:
            columns = [[] for _ in row]
        elif len(row) != len(columns):
            raise ValueError("ragged rows")
        for column, value in zip(columns, row):
            column.append(value)
    return columns or []

# --- inputs ---
def random_input(rng):
    r, c = rng.randint(0, 4), rng.randint(0, 4)
    rows = [[rng.randint(0, 9) for _ in range(c)] for _ in range(r)]
    if rows and rng.random() < 0.15:
        rows[rng.randrange(r)].append(1)
    return (rows,)
