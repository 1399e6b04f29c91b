# domain: math_numerical
# function: stirling_second_kind
# query: Return the Stirling number of the second kind S(n, k): the number of ways to partition a
#   set of n elements into k non-empty subsets (S(0, 0) = 1). Raise ValueError if n or k is
#   negative.

def stirling_second_kind(n, k):
    if n < 0 or k < 0:
        raise ValueError("n and k must be non-negative")
    row = [1] + [0] * k
    for i in range(1, n + 1):
        new_row = [0] * (k + 1)
        for j in range(1, min(i, k) + 1):
            new_row[j] = j * row[j] + row[j - 1]
        row = new_row
    return row[k]

# --- tests ---
import pytest

assert stirling_second_kind(0, 0) == 1
assert stirling_second_kind(3, 0) == 0
assert stirling_second_kind(3, 1) == 1
assert stirling_second_kind(3, 2) == 3
assert stirling_second_kind(4, 2) == 7
assert stirling_second_kind(5, 3) == 25
assert stirling_second_kind(3, 4) == 0
assert stirling_second_kind(6, 6) == 1
with pytest.raises(ValueError):
    stirling_second_kind(-1, 1)
with pytest.raises(ValueError):
    stirling_second_kind(1, -1)

# --- implementation 2: explicit inclusion-exclusion formula divided by k! ---
from math import comb, factorial


def stirling_second_kind(n, k):
    if n < 0 or k < 0:
        raise ValueError("n and k must be >= 0")
    total = sum((-1) ** j * comb(k, j) * (k - j) ** n for j in range(k + 1))
    return total // factorial(k)

# --- implementation 3: cached recursion S(n, k) = k * S(n-1, k) + S(n-1, k-1) ---
from functools import lru_cache


@lru_cache(maxsize=None)
def _stirling(n, k):
    if n == 0 or k == 0:
        return 1 if n == k else 0
    return k * _stirling(n - 1, k) + _stirling(n - 1, k - 1)


def stirling_second_kind(n, k):
    if min(n, k) < 0:
        raise ValueError("negative argument")
    return _stirling(n, k)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.1:
        return (rng.randint(-3, -1), rng.randint(0, 3)) if rng.random() < 0.5 else (rng.randint(0, 3), rng.randint(-3, -1))
    n = rng.randint(0, 20)
    k = rng.choice([0, 1, n, n + 1, n - 1]) if rng.random() < 0.4 else rng.randint(0, n + 2)
    return (n, max(k, 0))
