# domain: math_numerical
# function: multiplicative_order_modulo
# query: Given a and n, return the multiplicative order of a modulo n, the smallest k >= 1 with a**k
#   congruent to 1 mod n (a may be negative). Raise ValueError when n < 2 or when a and n are
#   not coprime.

import math

def multiplicative_order_modulo(a, n):
    if n < 2:
        raise ValueError("modulus must be at least 2")
    if math.gcd(a, n) != 1:
        raise ValueError("a must be coprime to n")
    value = a % n
    order = 1
    while value != 1:
        value = value * a % n
        order += 1
    return order

# --- tests ---
import pytest

assert multiplicative_order_modulo(2, 7) == 3
assert multiplicative_order_modulo(3, 7) == 6
assert multiplicative_order_modulo(10, 101) == 4
assert multiplicative_order_modulo(1, 5) == 1
assert multiplicative_order_modulo(-1, 5) == 2
assert multiplicative_order_modulo(3, 2) == 1
assert multiplicative_order_modulo(7, 20) == 4
with pytest.raises(ValueError):
    multiplicative_order_modulo(6, 9)
with pytest.raises(ValueError):
    multiplicative_order_modulo(3, 1)

# --- implementation 2: smallest divisor d of phi(n) with a^d == 1 (mod n) ---
from math import gcd


def multiplicative_order_modulo(a, n):
    if n < 2:
        raise ValueError("n must be >= 2")
    if gcd(a, n) != 1:
        raise ValueError("a and n are not coprime")
    phi = sum(1 for k in range(1, n) if gcd(k, n) == 1)
    for d in range(1, phi + 1):
        if phi % d == 0 and pow(a, d, n) == 1:
            return d

# --- implementation 3: first k from itertools.count with pow(a, k, n) == 1 ---
from itertools import count
from math import gcd


def multiplicative_order_modulo(a, n):
    if n <= 1:
        raise ValueError("modulus below 2")
    if gcd(a, n) > 1:
        raise ValueError("no order: a shares a factor with n")
    return next(k for k in count(1) if pow(a, k, n) == 1)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.1:
        return (rng.randint(-5, 5), rng.randint(-2, 1))
    n = rng.choice([2, 3, 5, 7, 9, 20, 101, rng.randint(2, 300)])
    a = rng.choice([1, -1, n - 1, n + 1]) if rng.random() < 0.2 else rng.randint(-100, 400)
    return (a, n)
