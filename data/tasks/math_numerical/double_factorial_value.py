# domain: math_numerical
# function: double_factorial_value
# query: Return the double factorial n!! = n * (n-2) * (n-4) * ... down to 1 or 2, with 0!! = 1
#   and 1!! = 1 (7!! = 105, 8!! = 384). Raise ValueError for negative n.

def double_factorial_value(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    result = 1
    while n > 1:
        result *= n
        n -= 2
    return result

# --- tests ---
import pytest

assert double_factorial_value(0) == 1
assert double_factorial_value(1) == 1
assert double_factorial_value(2) == 2
assert double_factorial_value(3) == 3
assert double_factorial_value(7) == 105
assert double_factorial_value(8) == 384
assert double_factorial_value(10) == 3840
with pytest.raises(ValueError):
    double_factorial_value(-1)

# --- implementation 2: product of range(n, 0, -2) ---
from math import prod


def double_factorial_value(n):
    if n < 0:
        raise ValueError("negative n")
    return prod(range(n, 0, -2))

# --- implementation 3: recursion n * (n - 2)!! ---
def double_factorial_value(n):
    if n < 0:
        raise ValueError("n must be >= 0")
    if n < 2:
        return 1
    return n * double_factorial_value(n - 2)

# --- implementation 4: closed forms, 2^k k! for even n and (2k)! / (2^k k!) for odd n ---
from math import factorial


def double_factorial_value(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    k = (n + 1) // 2
    if n % 2 == 0:
        return 2 ** k * factorial(k)
    return factorial(2 * k) // (2 ** k * factorial(k))

# --- inputs ---
def random_input(rng):
    return (rng.choice([0, 1, 2, 3, -1, -2]) if rng.random() < 0.35 else rng.randint(-3, 60),)
