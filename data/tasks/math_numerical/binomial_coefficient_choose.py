# domain: math_numerical
# function: binomial_coefficient_choose
# query: Compute "n choose k", the number of ways to pick k items from n, using exact integer
#   arithmetic. Return 0 when k < 0 or k > n; raise ValueError when n is negative.

def binomial_coefficient_choose(n, k):
    if n < 0:
        raise ValueError("n must be non-negative")
    if k < 0 or k > n:
        return 0
    k = min(k, n - k)
    result = 1
    for i in range(1, k + 1):
        result = result * (n - k + i) // i
    return result

# --- tests ---
import pytest

assert binomial_coefficient_choose(0, 0) == 1
assert binomial_coefficient_choose(5, 0) == 1
assert binomial_coefficient_choose(5, 5) == 1
assert binomial_coefficient_choose(5, 2) == 10
assert binomial_coefficient_choose(10, 7) == 120
assert binomial_coefficient_choose(5, 6) == 0
assert binomial_coefficient_choose(5, -1) == 0
assert binomial_coefficient_choose(52, 5) == 2598960
with pytest.raises(ValueError):
    binomial_coefficient_choose(-1, 0)

# --- implementation 2: ratio of factorials ---
from math import factorial


def binomial_coefficient_choose(n, k):
    if n < 0:
        raise ValueError("n cannot be negative")
    if not 0 <= k <= n:
        return 0
    return factorial(n) // (factorial(k) * factorial(n - k))

# --- implementation 3: build Pascal's triangle row by row ---
def binomial_coefficient_choose(n, k):
    if n < 0:
        raise ValueError("negative n")
    if k < 0 or k > n:
        return 0
    row = [1]
    for _ in range(n):
        row = [1] + [row[i] + row[i + 1] for i in range(len(row) - 1)] + [1]
    return row[k]

# --- implementation 4: math.comb, with negative k mapped to 0 first ---
from math import comb


def binomial_coefficient_choose(n, k):
    if n < 0:
        raise ValueError("n must not be negative")
    if k < 0:
        return 0
    return comb(n, k)

# --- inputs ---
def random_input(rng):
    n = rng.randint(-2, 40)
    k = rng.choice([0, n, -1, n + 1, 1, n - 1]) if rng.random() < 0.4 else rng.randint(-2, max(n, 0) + 2)
    return (n, k)
