# domain: math_numerical
# function: lucas_number_nth
# query: Return the n-th Lucas number, where L(0) = 2, L(1) = 1 and L(n) = L(n-1) + L(n-2).
#   Raise ValueError for negative n.

def lucas_number_nth(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    a, b = 2, 1
    for _ in range(n):
        a, b = b, a + b
    return a

# --- tests ---
import pytest

assert lucas_number_nth(0) == 2
assert lucas_number_nth(1) == 1
assert lucas_number_nth(2) == 3
assert lucas_number_nth(3) == 4
assert lucas_number_nth(5) == 11
assert lucas_number_nth(10) == 123
assert lucas_number_nth(30) == 1860498
with pytest.raises(ValueError):
    lucas_number_nth(-1)

# --- implementation 2: L(n) = F(n - 1) + F(n + 1) from an iterative Fibonacci list ---
def lucas_number_nth(n):
    if n < 0:
        raise ValueError("n must be >= 0")
    if n == 0:
        return 2
    fib = [0, 1]
    while len(fib) < n + 2:
        fib.append(fib[-1] + fib[-2])
    return fib[n - 1] + fib[n + 1]

# --- implementation 3: cached recursion on the defining recurrence ---
from functools import lru_cache


@lru_cache(maxsize=None)
def lucas_number_nth(n):
    if n < 0:
        raise ValueError("negative index")
    if n < 2:
        return 2 - n
    return lucas_number_nth(n - 1) + lucas_number_nth(n - 2)

# --- implementation 4: L(n) = 2 F(n + 1) - F(n) with fast-doubling Fibonacci ---
def _fib_pair(n):
    if n == 0:
        return (0, 1)
    a, b = _fib_pair(n // 2)
    c = a * (2 * b - a)
    d = a * a + b * b
    return (d, c + d) if n % 2 else (c, d)


def lucas_number_nth(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    f, g = _fib_pair(n)
    return 2 * g - f

# --- inputs ---
def random_input(rng):
    return (rng.choice([0, 1, 2, 3, -1]) if rng.random() < 0.3 else rng.randint(-3, 90),)
