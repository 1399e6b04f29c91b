# domain: math_numerical
# function: euler_totient_phi
# query: Compute Euler's totient phi(n): how many integers in 1..n are coprime to n (phi(1) is 1).
#   Raise ValueError if n is not positive.

def euler_totient_phi(n):
    if n <= 0:
        raise ValueError("n must be positive")
    result = n
    p = 2
    while p * p <= n:
        if n % p == 0:
            while n % p == 0:
                n //= p
            result -= result // p
        p += 1
    if n > 1:
        result -= result // n
    return result

# --- tests ---
import pytest

assert euler_totient_phi(1) == 1
assert euler_totient_phi(2) == 1
assert euler_totient_phi(4) == 2
assert euler_totient_phi(9) == 6
assert euler_totient_phi(10) == 4
assert euler_totient_phi(36) == 12
assert euler_totient_phi(97) == 96
with pytest.raises(ValueError):
    euler_totient_phi(0)
assert euler_totient_phi(35) == 24

# --- implementation 2: count the k in 1..n with gcd(k, n) == 1 ---
from math import gcd


def euler_totient_phi(n):
    if n < 1:
        raise ValueError("n must be a positive integer")
    return sum(1 for k in range(1, n + 1) if gcd(k, n) == 1)

# --- implementation 3: multiply p^(e-1) * (p - 1) over the prime factorisation ---
def euler_totient_phi(n):
    if n < 1:
        raise ValueError("n must be positive")
    phi = 1
    p = 2
    while n > 1:
        if p * p > n:
            p = n
        exponent = 0
        while n % p == 0:
            n //= p
            exponent += 1
        if exponent:
            phi *= (p - 1) * p ** (exponent - 1)
        p += 1
    return phi

# --- implementation 4: totient sieve over 0..n ---
def euler_totient_phi(n):
    if n < 1:
        raise ValueError("n must be >= 1")
    phi = list(range(n + 1))
    for p in range(2, n + 1):
        if phi[p] == p:
            for m in range(p, n + 1, p):
                phi[m] -= phi[m] // p
    return phi[n]

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-4, 0),)
    if r < 0.35:
        return (rng.choice([1, 2, 3, 4, 8, 9, 27, 49, 97, 121, 1024, 2 * 3 * 5 * 7]),)
    return (rng.randint(1, 3000),)
