# domain: math_numerical
# function: tribonacci_number_nth
# query: Return the n-th Tribonacci number with T(0) = 0, T(1) = 0, T(2) = 1 and each later term
#   the sum of the previous three. Raise ValueError for negative n.

def tribonacci_number_nth(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    a, b, c = 0, 0, 1
    for _ in range(n):
        a, b, c = b, c, a + b + c
    return a

# --- tests ---
import pytest

assert tribonacci_number_nth(0) == 0
assert tribonacci_number_nth(1) == 0
assert tribonacci_number_nth(2) == 1
assert tribonacci_number_nth(3) == 1
assert tribonacci_number_nth(4) == 2
assert tribonacci_number_nth(7) == 13
assert tribonacci_number_nth(20) == 35890
with pytest.raises(ValueError):
    tribonacci_number_nth(-1)

# --- implementation 2: extend a list of terms until index n exists ---
def tribonacci_number_nth(n):
    if n < 0:
        raise ValueError("n must be >= 0")
    terms = [0, 0, 1]
    while len(terms) <= n:
        terms.append(sum(terms[-3:]))
    return terms[n]

# --- implementation 3: cached recursion on the definition ---
from functools import lru_cache


@lru_cache(maxsize=None)
def tribonacci_number_nth(n):
    if n < 0:
        raise ValueError("negative index")
    if n < 3:
        return 1 if n == 2 else 0
    return sum(tribonacci_number_nth(n - i) for i in (1, 2, 3))

# --- implementation 4: a three-slot deque that always holds the last three terms ---
from collections import deque


def tribonacci_number_nth(n):
    if n < 0:
        raise ValueError("n must not be negative")
    last = deque([0, 0, 1], maxlen=3)
    for _ in range(n):
        last.append(sum(last))
    return last[0]

# --- inputs ---
def random_input(rng):
    return (rng.choice([0, 1, 2, 3, 4, -1]) if rng.random() < 0.35 else rng.randint(-3, 120),)
