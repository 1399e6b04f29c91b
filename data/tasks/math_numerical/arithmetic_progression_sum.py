# domain: math_numerical
# function: arithmetic_progression_sum
# query: For the arithmetic progression starting at first with common difference step, return the
#   sum of its first n terms (n = 0 gives 0). Raise ValueError for negative n.

def arithmetic_progression_sum(first, step, n):
    if n < 0:
        raise ValueError("n must be non-negative")
    last = first + (n - 1) * step
    return n * (first + last) // 2

# --- tests ---
import pytest

assert arithmetic_progression_sum(1, 1, 0) == 0
assert arithmetic_progression_sum(1, 1, 1) == 1
assert arithmetic_progression_sum(1, 1, 100) == 5050
assert arithmetic_progression_sum(2, 3, 4) == 26
assert arithmetic_progression_sum(10, -2, 5) == 30
assert arithmetic_progression_sum(-3, 0, 3) == -9
assert arithmetic_progression_sum(5, 2, 2) == 12
with pytest.raises(ValueError):
    arithmetic_progression_sum(1, 1, -1)

# --- implementation 2: walk the terms, adding each ---
def arithmetic_progression_sum(first, step, n):
    if n < 0:
        raise ValueError("n cannot be negative")
    total, term = 0, first
    for _ in range(n):
        total += term
        term += step
    return total

# --- implementation 3: n times first plus step times the triangular number ---
def arithmetic_progression_sum(first, step, n):
    if n < 0:
        raise ValueError("negative number of terms")
    triangular = n * (n - 1) // 2
    return n * first + step * triangular

# --- implementation 4: sum of a stepped range (constant progression handled apart) ---
def arithmetic_progression_sum(first, step, n):
    if n < 0:
        raise ValueError("n must be >= 0")
    if step == 0:
        return first * n
    return sum(range(first, first + n * step, step))

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2]) if rng.random() < 0.3 else rng.randint(-2, 30)
    return (rng.randint(-20, 20), rng.randint(-6, 6), n)
