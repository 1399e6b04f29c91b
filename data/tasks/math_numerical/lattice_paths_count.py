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

# --- implementation 2: binomial coefficient C(rows + cols, rows) ---
from math import comb


def lattice_paths_count(rows, cols):
    if min(rows, cols) < 0:
        raise ValueError("negative dimension")
    return comb(rows + cols, rows)

# --- implementation 3: cached recursion over the last move ---
from functools import lru_cache


@lru_cache(maxsize=None)
def _paths(r, c):
    if r == 0 or c == 0:
        return 1
    return _paths(r - 1, c) + _paths(r, c - 1)


def lattice_paths_count(rows, cols):
    if rows < 0 or cols < 0:
        raise ValueError("rows and cols must be >= 0")
    return _paths(rows, cols)

# --- implementation 4: multiplicative binomial, one factor per column ---
def lattice_paths_count(rows, cols):
    if rows < 0 or cols < 0:
        raise ValueError("negative grid size")
    paths = 1
    for i in range(1, cols + 1):
        paths = paths * (rows + i) // i
    return paths

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.1:
        return (rng.randint(-3, -1), rng.randint(0, 5)) if rng.random() < 0.5 else (rng.randint(0, 5), rng.randint(-3, -1))
    if r < 0.35:
        return (rng.choice([0, 1]), rng.randint(0, 6))
    return (rng.randint(0, 16), rng.randint(0, 16))
