# domain: math_numerical
# function: mobius_function_value
# query: Evaluate the Moebius function mu(n) for a positive integer: 0 if n has a squared prime
#   factor, otherwise (-1)**k where k is the number of distinct prime factors (mu(1) = 1). Raise
#   ValueError if n is not positive.

def mobius_function_value(n):
    if n <= 0:
        raise ValueError("n must be positive")
    result = 1
    p = 2
    while p * p <= n:
        if n % p == 0:
            n //= p
            if n % p == 0:
                return 0
            result = -result
        p += 1
    if n > 1:
        result = -result
    return result

# --- tests ---
import pytest

assert mobius_function_value(1) == 1
assert mobius_function_value(2) == -1
assert mobius_function_value(4) == 0
assert mobius_function_value(6) == 1
assert mobius_function_value(30) == -1
assert mobius_function_value(12) == 0
assert mobius_function_value(9) == 0
assert mobius_function_value(35) == 1
with pytest.raises(ValueError):
    mobius_function_value(0)

# --- implementation 2: prime exponents in a Counter; any square kills it, else the parity of the count ---
from collections import Counter


def mobius_function_value(n):
    if n < 1:
        raise ValueError("n must be a positive integer")
    exponents = Counter()
    p = 2
    while p * p <= n:
        while n % p == 0:
            exponents[p] += 1
            n //= p
        p += 1
    if n > 1:
        exponents[n] += 1
    if any(e > 1 for e in exponents.values()):
        return 0
    return (-1) ** len(exponents)

# --- implementation 3: recursion mu(n) = -mu(n / p) for the smallest prime p, 0 if p divides twice ---
from math import isqrt


def mobius_function_value(n):
    if n <= 0:
        raise ValueError("n must be positive")
    if n == 1:
        return 1
    p = next((d for d in range(2, isqrt(n) + 1) if n % d == 0), n)
    rest = n // p
    if rest % p == 0:
        return 0
    return -mobius_function_value(rest)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-5, 0),)
    if r < 0.4:
        return (rng.choice([1, 2, 3, 4, 6, 8, 9, 12, 30, 35, 210, 2310, 49, 121, 97]) * rng.choice([1, 1, 7, 11]),)
    return (rng.randint(1, 20000),)
