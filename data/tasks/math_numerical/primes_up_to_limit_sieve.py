# domain: math_numerical
# function: primes_up_to_limit_sieve
# query: Return a sorted list of all primes less than or equal to a limit using the Sieve of
#   Eratosthenes. Limits below 2 give an empty list.

def primes_up_to_limit_sieve(limit):
    if limit < 2:
        return []
    is_prime = [True] * (limit + 1)
    is_prime[0] = is_prime[1] = False
    p = 2
    while p * p <= limit:
        if is_prime[p]:
            for multiple in range(p * p, limit + 1, p):
                is_prime[multiple] = False
        p += 1
    return [n for n in range(limit + 1) if is_prime[n]]

# --- tests ---
import pytest

assert primes_up_to_limit_sieve(1) == []
assert primes_up_to_limit_sieve(-5) == []
assert primes_up_to_limit_sieve(2) == [2]
assert primes_up_to_limit_sieve(3) == [2, 3]
assert primes_up_to_limit_sieve(4) == [2, 3]
assert primes_up_to_limit_sieve(10) == [2, 3, 5, 7]
assert primes_up_to_limit_sieve(25) == [2, 3, 5, 7, 11, 13, 17, 19, 23]
assert primes_up_to_limit_sieve(49)[-3:] == [41, 43, 47]
assert len(primes_up_to_limit_sieve(100)) == 25

# --- implementation 2: sieve over a bytearray, striking multiples with slice assignment ---
def primes_up_to_limit_sieve(limit):
    if limit < 2:
        return []
    flags = bytearray([1]) * (limit + 1)
    flags[0:2] = b"\x00\x00"
    for p in range(2, int(limit ** 0.5) + 1):
        if flags[p]:
            flags[p * p::p] = bytes(len(range(p * p, limit + 1, p)))
    return [i for i, flag in enumerate(flags) if flag]

# --- implementation 3: sieve collecting crossed-out numbers in a set, scanning upwards ---
def primes_up_to_limit_sieve(limit):
    composites = set()
    primes = []
    for n in range(2, limit + 1):
        if n in composites:
            continue
        primes.append(n)
        composites.update(range(n * n, limit + 1, n))
    return primes

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.2:
        return (rng.randint(-10, 4),)
    if r < 0.4:
        return (rng.choice([9, 24, 25, 26, 48, 49, 50, 97, 120, 121]),)
    return (rng.randint(2, 3000),)
