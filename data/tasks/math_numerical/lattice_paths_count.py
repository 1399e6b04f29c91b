# domain: math_numerical
# function: lattice_paths_count
# query: Count the monotone lattice paths from the top-left to the bottom-right corner of a grid of
#   rows x cols cells, moving only right or down (2x2 -> 6). Raise ValueError for negative
#   dimensions.

def lattice_paths_count(rows, cols):
    if rows < 0 or cols < 0:
        raise ValueError("dimensions must be non-negative")
    row = [1] * (cols + 1)
    for _ in range(rows):
        for j in range(1, cols + 1):
            row[j] += row[j - 1]
    return row[cols]

# --- tests ---
import pytest

assert lattice_paths_count(0, 0) == 1
assert lattice_paths_count(1, 0) == 1
assert lattice_paths_count(1, 1) == 2
assert lattice_paths_count(2, 2) == 6
assert lattice_paths_count(2, 3) == 10
assert lattice_paths_count(3, 1) == 4
assert lattice_paths_count(10, 10) == 184756
with pytest.raises(ValueError):
    lattice_paths_count(-1, 2)
with pytest.raises(ValueError):
    lattice_paths_count(2, -1)
