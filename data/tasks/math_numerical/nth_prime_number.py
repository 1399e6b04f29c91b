# domain: math_numerical
# function: nth_prime_number
# query: Return the n-th prime number counting from 1 (n = 1 -> 2, n = 2 -> 3, n = 6 -> 13).
#   Raise ValueError if n is less than 1.

def nth_prime_number(n):
    if n < 1:
        raise ValueError("n must be at least 1")
    primes = []
    candidate = 2
    while len(primes) < n:
        if all(candidate % p != 0 for p in primes if p * p <= candidate):
            primes.append(candidate)
        candidate += 1
    return primes[-1]

# --- tests ---
import pytest

assert nth_prime_number(1) == 2
assert nth_prime_number(2) == 3
assert nth_prime_number(3) == 5
assert nth_prime_number(4) == 7
assert nth_prime_number(6) == 13
assert nth_prime_number(10) == 29
assert nth_prime_number(100) == 541
with pytest.raises(ValueError):
    nth_prime_number(0)

# --- implementation 2: sieve of Eratosthenes up to an upper bound for the n-th prime ---
import math


def nth_prime_number(n):
    if n < 1:
        raise ValueError("n must be a positive integer")
    limit = 15 if n < 6 else int(n * (math.log(n) + math.log(math.log(n)))) + 1
    is_prime = [True] * (limit + 1)
    is_prime[0] = is_prime[1] = False
    for i in range(2, math.isqrt(limit) + 1):
        if is_prime[i]:
            is_prime[i * i::i] = [False] * len(is_prime[i * i::i])
    primes = [i for i, flag in enumerate(is_prime) if flag]
    return primes[n - 1]

# --- implementation 3: count primes found with a trial-division helper ---
def _is_prime(m):
    return m > 1 and all(m % d for d in range(2, int(m ** 0.5) + 1))


def nth_prime_number(n):
    if n <= 0:
        raise ValueError("n must be >= 1")
    found, candidate = 0, 1
    while found < n:
        candidate += 1
        if _is_prime(candidate):
            found += 1
    return candidate

# --- implementation 4: incremental sieve keeping the next multiple of each prime in a dict ---
from itertools import count


def nth_prime_number(n):
    if n < 1:
        raise ValueError("n must be at least 1")
    upcoming = {}
    found = 0
    for q in count(2):
        if q not in upcoming:
            found += 1
            if found == n:
                return q
            upcoming[q * q] = [q]
        else:
            for p in upcoming.pop(q):
                upcoming.setdefault(p + q, []).append(p)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.1:
        return (rng.randint(-5, 0),)
    if r < 0.4:
        return (rng.randint(1, 8),)
    return (rng.randint(1, 60),)
