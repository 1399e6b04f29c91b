# domain: math_numerical
# function: is_perfect_square_integer
# query: Return True if an integer n is a perfect square (0, 1, 4, 9, ...), exactly even for very
#   large integers, and False otherwise; negative numbers are never perfect squares.

import math

def is_perfect_square_integer(n):
    if n < 0:
        return False
    root = math.isqrt(n)
    return root * root == n

# --- tests ---
import pytest

assert is_perfect_square_integer(0) is True
assert is_perfect_square_integer(1) is True
assert is_perfect_square_integer(2) is False
assert is_perfect_square_integer(16) is True
assert is_perfect_square_integer(15) is False
assert is_perfect_square_integer(-4) is False
assert is_perfect_square_integer(-1) is False
assert is_perfect_square_integer(10 ** 30) is True
assert is_perfect_square_integer(10 ** 30 + 1) is False

# --- implementation 2: integer Newton iteration for the root, then square it back ---
def is_perfect_square_integer(n):
    if n < 0:
        return False
    x = n
    while x * x > n:
        x = (x + n // x) // 2
    return x * x == n

# --- implementation 3: bisection for a root whose square equals n ---
def is_perfect_square_integer(n):
    lo, hi = 0, n
    while lo <= hi:
        mid = (lo + hi) // 2
        square = mid * mid
        if square == n:
            return True
        if square < n:
            lo = mid + 1
        else:
            hi = mid - 1
    return False

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.12:
        return (rng.randint(-50, -1),)
    k = rng.randint(0, 10 ** rng.randint(0, 20))
    if r < 0.6:
        return (max(k * k + rng.choice([-1, 0, 0, 1]), 0),)
    return (rng.randint(0, 10 ** rng.randint(1, 40)),)
