# domain: math_numerical
# function: legendre_symbol_value
# query: Compute the Legendre symbol (a/p) for an integer a and an odd prime p: 0 if p divides a,
#   1 if a is a nonzero quadratic residue mod p, and -1 otherwise. Raise ValueError when p is not
#   an odd prime.

def legendre_symbol_value(a, p):
    if p < 3 or p % 2 == 0:
        raise ValueError("p must be an odd prime")
    d = 3
    while d * d <= p:
        if p % d == 0:
            raise ValueError("p must be an odd prime")
        d += 2
    residue = pow(a % p, (p - 1) // 2, p)
    if residue == 0:
        return 0
    if residue == 1:
        return 1
    return -1

# --- tests ---
import pytest

assert legendre_symbol_value(2, 7) == 1
assert legendre_symbol_value(3, 7) == -1
assert legendre_symbol_value(14, 7) == 0
assert legendre_symbol_value(-1, 13) == 1
assert legendre_symbol_value(-1, 11) == -1
assert legendre_symbol_value(5, 3) == -1
with pytest.raises(ValueError):
    legendre_symbol_value(2, 9)
with pytest.raises(ValueError):
    legendre_symbol_value(3, 25)
with pytest.raises(ValueError):
    legendre_symbol_value(1, 10)
with pytest.raises(ValueError):
    legendre_symbol_value(1, 2)

# --- implementation 2: compare a mod p against the set of nonzero squares mod p ---
def legendre_symbol_value(a, p):
    if p < 3 or p % 2 == 0 or any(p % d == 0 for d in range(3, int(p ** 0.5) + 1, 2)):
        raise ValueError("p must be an odd prime")
    r = a % p
    if r == 0:
        return 0
    squares = {x * x % p for x in range(1, p)}
    return 1 if r in squares else -1

# --- implementation 3: Jacobi-symbol algorithm (reciprocity and the rule for 2) ---
import math


def legendre_symbol_value(a, p):
    if p % 2 == 0 or p < 3 or any(p % d == 0 for d in range(3, math.isqrt(p) + 1, 2)):
        raise ValueError("p is not an odd prime")
    a %= p
    n, sign = p, 1
    while a:
        while a % 2 == 0:
            a //= 2
            if n % 8 in (3, 5):
                sign = -sign
        a, n = n, a
        if a % 4 == 3 and n % 4 == 3:
            sign = -sign
        a %= n
    return sign if n == 1 else 0

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.15:
        return (rng.randint(-20, 20), rng.choice([-3, 0, 1, 2, 4, 9, 15, 25, 49, 91, 100]))
    p = rng.choice([3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 97, 101, 211, 499])
    a = p * rng.randint(-3, 3) if rng.random() < 0.15 else rng.randint(-300, 300)
    return (a, p)
