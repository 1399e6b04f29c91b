# domain: math_numerical
# function: are_coprime_integers
# query: Return True if two integers a and b are coprime (their greatest common divisor is 1),
#   ignoring signs. 0 is coprime only with 1 and -1, and 0 is not coprime with 0.

def are_coprime_integers(a, b):
    a, b = abs(a), abs(b)
    while b != 0:
        a, b = b, a % b
    return a == 1

# --- tests ---
import pytest

assert are_coprime_integers(8, 15) is True
assert are_coprime_integers(8, 12) is False
assert are_coprime_integers(1, 1) is True
assert are_coprime_integers(0, 1) is True
assert are_coprime_integers(0, 0) is False
assert are_coprime_integers(0, 5) is False
assert are_coprime_integers(-9, 28) is True
assert are_coprime_integers(21, -14) is False

# --- implementation 2: recursive Euclid helper ---
def _gcd(x, y):
    if y == 0:
        return abs(x)
    return _gcd(y, x % y)


def are_coprime_integers(a, b):
    return _gcd(a, b) == 1

# --- implementation 3: look for a shared divisor by trial division ---
def are_coprime_integers(a, b):
    a, b = abs(a), abs(b)
    if a == 0 or b == 0:
        return a + b == 1
    for d in range(2, min(a, b) + 1):
        if a % d == 0 and b % d == 0:
            return False
    return True

# --- implementation 4: disjoint sets of prime factors ---
def _prime_factors(n):
    found, p = set(), 2
    while p * p <= n:
        while n % p == 0:
            found.add(p)
            n //= p
        p += 1
    if n > 1:
        found.add(n)
    return found


def are_coprime_integers(a, b):
    a, b = abs(a), abs(b)
    if a == 0 or b == 0:
        return max(a, b) == 1
    return not (_prime_factors(a) & _prime_factors(b))

# --- inputs ---
def random_input(rng):
    edge = [0, 1, -1, 2, -2]
    a = rng.choice(edge) if rng.random() < 0.3 else rng.randint(-120, 120)
    b = rng.choice(edge) if rng.random() < 0.3 else rng.randint(-120, 120)
    if rng.random() < 0.2:
        k = rng.randint(2, 7)
        a, b = a * k, b * k
    return (a, b)
