# domain: math_numerical
# function: derangement_count
# query: Return the number of derangements of n items (permutations with no element in its
#   original place): !0 = 1, !1 = 0, !2 = 1, !3 = 2, !4 = 9. Raise ValueError for negative n.

def derangement_count(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    if n == 0:
        return 1
    previous, current = 1, 0
    for i in range(2, n + 1):
        previous, current = current, (i - 1) * (previous + current)
    return current

# --- tests ---
import pytest

assert derangement_count(0) == 1
assert derangement_count(1) == 0
assert derangement_count(2) == 1
assert derangement_count(3) == 2
assert derangement_count(4) == 9
assert derangement_count(5) == 44
assert derangement_count(10) == 1334961
with pytest.raises(ValueError):
    derangement_count(-1)

# --- implementation 2: inclusion-exclusion sum of (-1)^k n!/k! ---
from math import factorial


def derangement_count(n):
    if n < 0:
        raise ValueError("n must be >= 0")
    return sum((-1) ** k * (factorial(n) // factorial(k)) for k in range(n + 1))

# --- implementation 3: recurrence D(i) = i * D(i - 1) + (-1)^i ---
def derangement_count(n):
    if n < 0:
        raise ValueError("negative n")
    count = 1
    for i in range(1, n + 1):
        count = i * count + (-1) ** i
    return count

# --- inputs ---
def random_input(rng):
    return (rng.choice([0, 1, 2, 3, -1]) if rng.random() < 0.35 else rng.randint(-2, 25),)
