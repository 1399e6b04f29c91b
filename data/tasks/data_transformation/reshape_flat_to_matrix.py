# domain: data_transformation
# function: reshape_flat_to_matrix
# query: Reshape a flat list items into a matrix with the given number of rows and cols in row-major
#   order. Raise ValueError when rows * cols does not equal the list length or either dimension
#   is negative.

def reshape_flat_to_matrix(items, rows, cols):
    if rows < 0 or cols < 0:
        raise ValueError("dimensions must be non-negative")
    if rows * cols != len(items):
        raise ValueError("size mismatch")
    matrix = []
    for r in range(rows):
        matrix.append(items[r * cols:(r + 1) * cols])
    return matrix

# --- tests ---
import pytest

assert reshape_flat_to_matrix([], 0, 3) == []
assert reshape_flat_to_matrix([1, 2, 3, 4, 5, 6], 2, 3) == [[1, 2, 3], [4, 5, 6]]
assert reshape_flat_to_matrix([1, 2, 3, 4, 5, 6], 3, 2) == [[1, 2], [3, 4], [5, 6]]
assert reshape_flat_to_matrix([1, 2, 3], 1, 3) == [[1, 2, 3]]
assert reshape_flat_to_matrix([1, 2, 3], 3, 1) == [[1], [2], [3]]
assert reshape_flat_to_matrix([], 2, 0) == [[], []]
with pytest.raises(ValueError):
    reshape_flat_to_matrix([1, 2, 3], 2, 2)
with pytest.raises(ValueError):
    reshape_flat_to_matrix([], -1, 0)
with pytest.raises(ValueError):
    reshape_flat_to_matrix([], 0, -2)

# --- implementation 2: pull each row from one iterator with islice ---
from itertools import islice


def reshape_flat_to_matrix(items, rows, cols):
    if rows < 0 or cols < 0:
        raise ValueError("negative dimension")
    if rows * cols != len(items):
        raise ValueError("rows * cols must equal the number of items")
    it = iter(items)
    return [list(islice(it, cols)) for _ in range(rows)]

# --- implementation 3: place item i into row i // cols ---
def reshape_flat_to_matrix(items, rows, cols):
    if min(rows, cols) < 0:
        raise ValueError("dimensions must be >= 0")
    if len(items) != rows * cols:
        raise ValueError("wrong number of items")
    matrix = [[] for _ in range(rows)]
    for i, item in enumerate(items):
        matrix[i // cols].append(item)
    return matrix

# --- inputs ---
def random_input(rng):
    rows, cols = rng.randint(0, 4), rng.randint(0, 4)
    n = rows * cols if rng.random() < 0.75 else rng.randint(0, 10)
    if rng.random() < 0.1:
        rows = -rows - 1
    return (list(range(n)), rows, cols)
