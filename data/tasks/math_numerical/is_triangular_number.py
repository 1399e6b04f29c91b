# domain: math_numerical
# function: is_triangular_number
# query: Check whether an integer n is a triangular number, i.e. equal to 1 + 2 + ... + k for some k
#   >= 0 (0, 1, 3, 6, 10, ...). Negative numbers are not triangular.

import math

def is_triangular_number(n):
    if n < 0:
        return False
    discriminant = 8 * n + 1
    root = math.isqrt(discriminant)
    return root * root == discriminant

# --- tests ---
import pytest

assert is_triangular_number(0) is True
assert is_triangular_number(1) is True
assert is_triangular_number(2) is False
assert is_triangular_number(3) is True
assert is_triangular_number(6) is True
assert is_triangular_number(9) is False
assert is_triangular_number(5050) is True
assert is_triangular_number(-1) is False
assert is_triangular_number(-3) is False

# --- implementation 2: walk the triangular numbers until reaching or passing n ---
def is_triangular_number(n):
    total, k = 0, 0
    while total < n:
        k += 1
        total += k
    return total == n

# --- implementation 3: k = isqrt(2n) is the only candidate, check k(k+1)/2 ---
from math import isqrt


def is_triangular_number(n):
    if n < 0:
        return False
    k = isqrt(2 * n)
    return k * (k + 1) // 2 == n

# --- implementation 4: binary search for a k with k(k+1)/2 == n ---
def is_triangular_number(n):
    lo, hi = 0, n
    while lo <= hi:
        k = (lo + hi) // 2
        triangle = k * (k + 1) // 2
        if triangle == n:
            return True
        if triangle < n:
            lo = k + 1
        else:
            hi = k - 1
    return False

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.12:
        return (rng.randint(-20, -1),)
    k = rng.randint(0, 1500)
    if r < 0.25:
        return (rng.choice([0, 0, 1, 2, 3]),)
    if r < 0.6:
        return (k * (k + 1) // 2 + rng.choice([-1, 0, 0, 1]),)
    return (rng.randint(0, 10 ** 6),)
