# domain: math_numerical
# function: geometric_series_sum_exact
# query: Return the exact sum first + first*ratio + ... of the first n terms of a geometric series
#   with integer terms, handling ratio 1 separately (n = 0 gives 0). Raise ValueError for
#   negative n.

def geometric_series_sum_exact(first, ratio, n):
    if n < 0:
        raise ValueError("n must be non-negative")
    if ratio == 1:
        return first * n
    return first * (ratio ** n - 1) // (ratio - 1)

# --- tests ---
import pytest

assert geometric_series_sum_exact(1, 2, 0) == 0
assert geometric_series_sum_exact(1, 2, 1) == 1
assert geometric_series_sum_exact(1, 2, 10) == 1023
assert geometric_series_sum_exact(3, 1, 4) == 12
assert geometric_series_sum_exact(2, 3, 3) == 26
assert geometric_series_sum_exact(1, -1, 3) == 1
assert geometric_series_sum_exact(5, 0, 3) == 5
assert geometric_series_sum_exact(1, -2, 4) == -5
with pytest.raises(ValueError):
    geometric_series_sum_exact(1, 2, -1)

# --- implementation 2: add the terms, multiplying by the ratio each time ---
def geometric_series_sum_exact(first, ratio, n):
    if n < 0:
        raise ValueError("n cannot be negative")
    total, term = 0, first
    for _ in range(n):
        total += term
        term *= ratio
    return total

# --- implementation 3: sum over a comprehension of first * ratio ** i ---
def geometric_series_sum_exact(first, ratio, n):
    if n < 0:
        raise ValueError("negative number of terms")
    terms = [first * ratio ** i for i in range(n)]
    return sum(terms)

# --- implementation 4: Horner-style accumulation total = total * ratio + first ---
def geometric_series_sum_exact(first, ratio, n):
    if n < 0:
        raise ValueError("n must be >= 0")
    total = 0
    for _ in range(n):
        total = total * ratio + first
    return total

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2]) if rng.random() < 0.3 else rng.randint(-2, 20)
    ratio = rng.choice([0, 1, -1, 2, -2]) if rng.random() < 0.5 else rng.randint(-6, 6)
    return (rng.randint(-10, 10), ratio, n)
