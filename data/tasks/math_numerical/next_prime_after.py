# domain: math_numerical
# function: next_prime_after
# query: Return the smallest prime number strictly greater than the given integer n (for any
#   n < 2 the answer is 2).

def next_prime_after(n):
    candidate = max(n + 1, 2)
    while True:
        is_prime = True
        divisor = 2
        while divisor * divisor <= candidate:
            if candidate % divisor == 0:
                is_prime = False
                break
            divisor += 1
        if is_prime:
            return candidate
        candidate += 1

# --- tests ---
import pytest

assert next_prime_after(-10) == 2
assert next_prime_after(1) == 2
assert next_prime_after(2) == 3
assert next_prime_after(3) == 5
assert next_prime_after(7) == 11
assert next_prime_after(13) == 17
assert next_prime_after(24) == 29
assert next_prime_after(97) == 101

# --- implementation 2: 6k +/- 1 primality helper, stepping up from n + 1 ---
def _is_prime(m):
    if m < 4:
        return m >= 2
    if m % 2 == 0 or m % 3 == 0:
        return False
    f = 5
    while f * f <= m:
        if m % f == 0 or m % (f + 2) == 0:
            return False
        f += 6
    return True


def next_prime_after(n):
    m = n + 1
    while not _is_prime(m):
        m += 1
    return m

# --- implementation 3: first candidate from itertools.count with no divisor up to its square root ---
from itertools import count
from math import isqrt


def next_prime_after(n):
    if n < 2:
        return 2
    return next(c for c in count(n + 1) if all(c % d for d in range(2, isqrt(c) + 1)))

# --- implementation 4: sieve up to 2n + 2 (Bertrand: a prime lies between n and 2n) ---
from math import isqrt


def next_prime_after(n):
    if n < 2:
        return 2
    limit = 2 * n + 2
    sieve = bytearray([1]) * (limit + 1)
    sieve[0:2] = b"\x00\x00"
    for i in range(2, isqrt(limit) + 1):
        if sieve[i]:
            sieve[i * i::i] = bytes(len(range(i * i, limit + 1, i)))
    return next(m for m in range(n + 1, limit + 1) if sieve[m])

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.2:
        return (rng.randint(-30, 2),)
    if r < 0.45:
        p = rng.choice([2, 3, 5, 7, 11, 13, 23, 89, 97, 113, 7919])
        return (p + rng.choice([-1, 0, 1]),)
    return (rng.randint(3, 20000),)
