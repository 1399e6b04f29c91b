# domain: math_numerical
# function: catalan_number_nth
# query: Return the n-th Catalan number (1, 1, 2, 5, 14, 42, ... for n = 0, 1, 2, ...), e.g. the
#   number of balanced parenthesis strings with n pairs. Raise ValueError for negative n.

def catalan_number_nth(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    catalan = 1
    for i in range(n):
        catalan = catalan * 2 * (2 * i + 1) // (i + 2)
    return catalan

# --- tests ---
import pytest

assert catalan_number_nth(0) == 1
assert catalan_number_nth(1) == 1
assert catalan_number_nth(2) == 2
assert catalan_number_nth(3) == 5
assert catalan_number_nth(4) == 14
assert catalan_number_nth(5) == 42
assert catalan_number_nth(10) == 16796
with pytest.raises(ValueError):
    catalan_number_nth(-1)

# --- implementation 2: central binomial coefficient divided by n + 1 ---
from math import comb


def catalan_number_nth(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    return comb(2 * n, n) // (n + 1)

# --- implementation 3: convolution recurrence over smaller Catalan numbers ---
def catalan_number_nth(n):
    if n < 0:
        raise ValueError("negative index")
    table = [1] * (n + 1)
    for m in range(1, n + 1):
        table[m] = sum(table[i] * table[m - 1 - i] for i in range(m))
    return table[n]

# --- implementation 4: count monotone lattice paths that never cross the diagonal ---
def catalan_number_nth(n):
    if n < 0:
        raise ValueError("n cannot be negative")
    paths = [1] * (n + 1)
    for i in range(1, n + 1):
        for j in range(i + 1, n + 1):
            paths[j] += paths[j - 1]
    return paths[n]

# --- inputs ---
def random_input(rng):
    return (rng.choice([0, 1, 2, -1]) if rng.random() < 0.3 else rng.randint(-3, 30),)
