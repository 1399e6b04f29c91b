# domain: math_numerical
# function: pascal_triangle_row
# query: Return row n of Pascal's triangle as a list of binomial coefficients (row 0 is [1], row 3
#   is [1, 3, 3, 1]). Raise ValueError for negative n.

def pascal_triangle_row(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    row = [1]
    for k in range(1, n + 1):
        row.append(row[k - 1] * (n - k + 1) // k)
    return row

# --- tests ---
import pytest

assert pascal_triangle_row(0) == [1]
assert pascal_triangle_row(1) == [1, 1]
assert pascal_triangle_row(2) == [1, 2, 1]
assert pascal_triangle_row(3) == [1, 3, 3, 1]
assert pascal_triangle_row(5) == [1, 5, 10, 10, 5, 1]
assert pascal_triangle_row(10)[5] == 252
assert sum(pascal_triangle_row(12)) == 4096
with pytest.raises(ValueError):
    pascal_triangle_row(-1)

# --- implementation 2: build each row from pairwise sums of the previous one ---
def pascal_triangle_row(n):
    if n < 0:
        raise ValueError("negative row index")
    row = [1]
    for _ in range(n):
        row = [a + b for a, b in zip([0] + row, row + [0])]
    return row

# --- implementation 3: math.comb for every position ---
from math import comb


def pascal_triangle_row(n):
    if n < 0:
        raise ValueError("n must be >= 0")
    return [comb(n, k) for k in range(n + 1)]

# --- inputs ---
def random_input(rng):
    return (rng.choice([0, 1, 2, -1]) if rng.random() < 0.3 else rng.randint(-3, 40),)
