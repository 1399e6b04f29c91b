# domain: math_numerical
# function: zeckendorf_representation
# query: Write a non-negative integer n as a sum of non-consecutive Fibonacci numbers (Zeckendorf
#   representation, using 1, 2, 3, 5, 8, ...) and return those terms largest first; 0 gives an
#   empty list. Raise ValueError for a negative n.

def zeckendorf_representation(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    fibs = [1, 2]
    while fibs[-1] + fibs[-2] <= n:
        fibs.append(fibs[-1] + fibs[-2])
    parts = []
    for fib in reversed(fibs):
        if fib <= n:
            parts.append(fib)
            n -= fib
    return parts

# --- tests ---
import pytest

assert zeckendorf_representation(0) == []
assert zeckendorf_representation(1) == [1]
assert zeckendorf_representation(2) == [2]
assert zeckendorf_representation(4) == [3, 1]
assert zeckendorf_representation(8) == [8]
assert zeckendorf_representation(64) == [55, 8, 1]
assert zeckendorf_representation(100) == [89, 8, 3]
assert zeckendorf_representation(33) == [21, 8, 3, 1]
with pytest.raises(ValueError):
    zeckendorf_representation(-1)

# --- implementation 2: recursion on n minus the largest Fibonacci number not above it ---
def zeckendorf_representation(n):
    if n < 0:
        raise ValueError("negative n")
    if n == 0:
        return []
    a, b = 1, 2
    while b <= n:
        a, b = b, a + b
    return [a] + zeckendorf_representation(n - a)

# --- implementation 3: climb to the largest Fibonacci pair, then step the pair back down ---
def zeckendorf_representation(n):
    if n < 0:
        raise ValueError("n must be >= 0")
    small, big = 1, 2
    while big <= n:
        small, big = big, small + big
    terms = []
    while n > 0:
        if small <= n:
            terms.append(small)
            n -= small
        small, big = big - small, small
    return terms

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-10, -1),)
    fibs = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987, 1597]
    if r < 0.4:
        return (max(rng.choice(fibs) + rng.choice([-1, 0, 1]), 0),)
    return (rng.randint(0, 10 ** rng.randint(1, 12)),)
