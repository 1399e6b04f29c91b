# domain: math_numerical
# function: count_primes_in_interval
# query: Count the primes p with low <= p <= high (both bounds inclusive); an empty interval
#   (low > high) gives 0.

def count_primes_in_interval(low, high):
    count = 0
    for n in range(max(low, 2), high + 1):
        is_prime = True
        d = 2
        while d * d <= n:
            if n % d == 0:
                is_prime = False
                break
            d += 1
        if is_prime:
            count += 1
    return count

# --- tests ---
import pytest

assert count_primes_in_interval(0, 1) == 0
assert count_primes_in_interval(2, 2) == 1
assert count_primes_in_interval(-10, 3) == 2
assert count_primes_in_interval(1, 10) == 4
assert count_primes_in_interval(10, 20) == 4
assert count_primes_in_interval(11, 13) == 2
assert count_primes_in_interval(20, 10) == 0
assert count_primes_in_interval(24, 28) == 0
assert count_primes_in_interval(1, 100) == 25

# --- implementation 2: sieve of Eratosthenes up to high, then count from low ---
def count_primes_in_interval(low, high):
    if high < 2 or low > high:
        return 0
    sieve = [True] * (high + 1)
    sieve[0] = sieve[1] = False
    for i in range(2, int(high ** 0.5) + 1):
        if sieve[i]:
            sieve[i * i::i] = [False] * len(range(i * i, high + 1, i))
    return sum(sieve[max(low, 0):])

# --- implementation 3: primality helper with math.isqrt, counted over the range ---
import math


def _is_prime(n):
    if n < 2:
        return False
    return all(n % d for d in range(2, math.isqrt(n) + 1))


def count_primes_in_interval(low, high):
    return sum(1 for n in range(low, high + 1) if _is_prime(n))

# --- implementation 4: segmented sieve - strike multiples only inside the window [low, high] ---
def count_primes_in_interval(low, high):
    low = max(low, 2)
    if low > high:
        return 0
    window = [True] * (high - low + 1)
    p = 2
    while p * p <= high:
        start = max(p * p, (low + p - 1) // p * p)
        for m in range(start, high + 1, p):
            window[m - low] = False
        p += 1
    return sum(window)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.15:
        p = rng.choice([2, 3, 5, 7, 11, 13, 97, 101])
        return (p + rng.choice([0, 1]), p + rng.choice([-1, 0]))
    low = rng.randint(-20, 300)
    return (low, low + rng.randint(-5, 120))
