# domain: math_numerical
# function: permutations_count_npr
# query: Given n distinct items, return nPr, the number of ordered arrangements of k of them (n! /
#   (n-k)!). Return 0 when k > n; raise ValueError if n or k is negative.

def permutations_count_npr(n, k):
    if n < 0 or k < 0:
        raise ValueError("n and k must be non-negative")
    if k > n:
        return 0
    result = 1
    for factor in range(n - k + 1, n + 1):
        result *= factor
    return result

# --- tests ---
import pytest

assert permutations_count_npr(0, 0) == 1
assert permutations_count_npr(5, 0) == 1
assert permutations_count_npr(5, 1) == 5
assert permutations_count_npr(5, 2) == 20
assert permutations_count_npr(5, 5) == 120
assert permutations_count_npr(5, 6) == 0
assert permutations_count_npr(10, 3) == 720
with pytest.raises(ValueError):
    permutations_count_npr(-1, 0)
with pytest.raises(ValueError):
    permutations_count_npr(3, -1)

# --- implementation 2: math.perm after the sign check ---
import math


def permutations_count_npr(n, k):
    if n < 0 or k < 0:
        raise ValueError("n and k must be >= 0")
    return math.perm(n, k)

# --- implementation 3: ratio of factorials n! / (n - k)! ---
from math import factorial


def permutations_count_npr(n, k):
    if min(n, k) < 0:
        raise ValueError("negative argument")
    if k > n:
        return 0
    return factorial(n) // factorial(n - k)

# --- implementation 4: recursion P(n, k) = n * P(n - 1, k - 1) ---
def permutations_count_npr(n, k):
    if n < 0 or k < 0:
        raise ValueError("n and k cannot be negative")
    if k == 0:
        return 1
    if k > n:
        return 0
    return n * permutations_count_npr(n - 1, k - 1)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.1:
        return (rng.randint(-3, -1), rng.randint(0, 3)) if rng.random() < 0.5 else (rng.randint(0, 5), rng.randint(-3, -1))
    n = rng.randint(0, 25)
    k = rng.choice([0, 1, n, n + 1, n - 1]) if rng.random() < 0.4 else rng.randint(0, n + 3)
    return (n, max(k, 0))
