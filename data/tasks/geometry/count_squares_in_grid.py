# domain: geometry
# function: count_squares_in_grid
# query: Count all axis-aligned squares of every size that can be drawn on a grid of rows x cols
#   unit cells (e.g. a 2x2 grid has 5 squares). Raise ValueError for negative dimensions.

def count_squares_in_grid(rows, cols):
    if rows < 0 or cols < 0:
        raise ValueError("dimensions must be non-negative")
    total = 0
    size = 1
    while size <= rows and size <= cols:
        total += (rows - size + 1) * (cols - size + 1)
        size += 1
    return total

# --- tests ---
import pytest

assert count_squares_in_grid(0, 5) == 0
assert count_squares_in_grid(1, 1) == 1
assert count_squares_in_grid(2, 2) == 5
assert count_squares_in_grid(3, 3) == 14
assert count_squares_in_grid(2, 3) == 8
assert count_squares_in_grid(3, 2) == 8
assert count_squares_in_grid(1, 4) == 4
assert count_squares_in_grid(8, 8) == 204
with pytest.raises(ValueError):
    count_squares_in_grid(-1, 3)
with pytest.raises(ValueError):
    count_squares_in_grid(3, -1)

# --- implementation 2: closed form n(n+1)(3m-n+1)/6 with n the shorter side ---
def count_squares_in_grid(rows, cols):
    if min(rows, cols) < 0:
        raise ValueError("negative dimension")
    n, m = sorted((rows, cols))
    return n * (n + 1) * (3 * m - n + 1) // 6

# --- implementation 3: counts squares by their top-left cell ---
def count_squares_in_grid(rows, cols):
    if rows < 0:
        raise ValueError("rows must be non-negative")
    if cols < 0:
        raise ValueError("cols must be non-negative")
    return sum(min(rows - i, cols - j) for i in range(rows) for j in range(cols))

# --- inputs ---
def random_input(rng):
    rows, cols = rng.randint(0, 12), rng.randint(0, 12)
    r = rng.random()
    if r < 0.06:
        rows = -rng.randint(1, 3)
    elif r < 0.12:
        cols = -rng.randint(1, 3)
    elif r < 0.3:
        rows = cols
    return (rows, cols)
