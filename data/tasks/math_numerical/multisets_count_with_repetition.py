# domain: math_numerical
# function: multisets_count_with_repetition
# query: Given n kinds of items, count the ways to choose k items when repetition is allowed and
#   order does not matter ("n multichoose k" = C(n + k - 1, k)); choosing 0 items gives 1.
#   Raise ValueError if n or k is negative.

def multisets_count_with_repetition(n, k):
    if n < 0 or k < 0:
        raise ValueError("n and k must be non-negative")
    if k == 0:
        return 1
    result = 1
    for i in range(1, k + 1):
        result = result * (n + i - 1) // i
    return result

# --- tests ---
import pytest

assert multisets_count_with_repetition(0, 0) == 1
assert multisets_count_with_repetition(5, 0) == 1
assert multisets_count_with_repetition(0, 2) == 0
assert multisets_count_with_repetition(1, 4) == 1
assert multisets_count_with_repetition(3, 2) == 6
assert multisets_count_with_repetition(4, 3) == 20
assert multisets_count_with_repetition(10, 1) == 10
with pytest.raises(ValueError):
    multisets_count_with_repetition(-1, 2)
with pytest.raises(ValueError):
    multisets_count_with_repetition(2, -1)

# --- implementation 2: binomial C(n + k - 1, k), with k = 0 handled first ---
from math import comb


def multisets_count_with_repetition(n, k):
    if n < 0 or k < 0:
        raise ValueError("n and k must be >= 0")
    if k == 0:
        return 1
    return comb(n + k - 1, k)

# --- implementation 3: table by multiset size, adding one kind of item at a time ---
def multisets_count_with_repetition(n, k):
    if min(n, k) < 0:
        raise ValueError("negative argument")
    ways = [1] + [0] * k
    for _ in range(n):
        for size in range(1, k + 1):
            ways[size] += ways[size - 1]
    return ways[k]

# --- implementation 4: factorial formula (n + k - 1)! / (k! (n - 1)!) with the zero cases first ---
from math import factorial


def multisets_count_with_repetition(n, k):
    if n < 0 or k < 0:
        raise ValueError("negative n or k")
    if k == 0:
        return 1
    if n == 0:
        return 0
    return factorial(n + k - 1) // (factorial(k) * factorial(n - 1))

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.1:
        return (rng.randint(-3, -1), rng.randint(0, 4)) if rng.random() < 0.5 else (rng.randint(0, 4), rng.randint(-3, -1))
    if r < 0.4:
        return (rng.choice([0, 1, 2]), rng.choice([0, 1, 2, rng.randint(0, 10)]))
    return (rng.randint(0, 25), rng.randint(0, 25))
