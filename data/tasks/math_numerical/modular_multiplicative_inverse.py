# domain: math_numerical
# function: modular_multiplicative_inverse
# query: Given a and a modulus m, find the multiplicative inverse of a modulo m, i.e. x in 0..m-1
#   with a*x % m == 1. Raise ValueError if m < 2 or if a has no inverse because gcd(a, m) != 1.

def modular_multiplicative_inverse(a, m):
    if m < 2:
        raise ValueError("modulus must be at least 2")
    old_r, r = a % m, m
    old_s, s = 1, 0
    while r != 0:
        q = old_r // r
        old_r, r = r, old_r - q * r
        old_s, s = s, old_s - q * s
    if old_r != 1:
        raise ValueError("inverse does not exist")
    return old_s % m

# --- tests ---
import pytest

assert modular_multiplicative_inverse(3, 11) == 4
assert modular_multiplicative_inverse(10, 17) == 12
assert modular_multiplicative_inverse(1, 2) == 1
assert modular_multiplicative_inverse(-3, 11) == 7
assert modular_multiplicative_inverse(14, 11) == 4
assert modular_multiplicative_inverse(7, 26) == 15
with pytest.raises(ValueError):
    modular_multiplicative_inverse(4, 8)
with pytest.raises(ValueError):
    modular_multiplicative_inverse(3, 1)
assert modular_multiplicative_inverse(5, 3) == 2

# --- implementation 2: gcd check, then the built-in pow(a, -1, m) ---
import math


def modular_multiplicative_inverse(a, m):
    if m < 2:
        raise ValueError("m must be >= 2")
    if math.gcd(a, m) != 1:
        raise ValueError("a is not invertible modulo m")
    return pow(a, -1, m)

# --- implementation 3: try every residue 1..m-1 ---
def modular_multiplicative_inverse(a, m):
    if m <= 1:
        raise ValueError("modulus too small")
    for x in range(1, m):
        if a * x % m == 1:
            return x
    raise ValueError("no inverse exists")

# --- implementation 4: recursive extended Euclid on (a mod m, m) ---
def _egcd(a, b):
    if b == 0:
        return a, 1, 0
    g, x, y = _egcd(b, a % b)
    return g, y, x - (a // b) * y


def modular_multiplicative_inverse(a, m):
    if m < 2:
        raise ValueError("m must be at least 2")
    g, x, _ = _egcd(a % m, m)
    if g != 1:
        raise ValueError("a and m are not coprime")
    return x % m

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-5, 5), rng.randint(-3, 1))
    m = rng.choice([2, 3, 8, 11, 17, 26, 100, rng.randint(2, 400)])
    a = rng.choice([0, 1, -1, m, m + 1, -m - 1]) if rng.random() < 0.25 else rng.randint(-500, 500)
    return (a, m)
