# domain: math_numerical
# function: goldbach_partition_pair
# query: For an even integer n greater than 2, return a tuple (p, q) of primes with p + q == n
#   and p <= q, choosing the pair with the smallest p. Raise ValueError when n is odd or less
#   than 4.

def goldbach_partition_pair(n):
    if n < 4 or n % 2 != 0:
        raise ValueError("n must be an even integer greater than 2")

    def is_prime(k):
        d = 2
        while d * d <= k:
            if k % d == 0:
                return False
            d += 1
        return True

    p = 2
    while p <= n - p:
        if is_prime(p) and is_prime(n - p):
            return (p, n - p)
        p += 1

# --- tests ---
import pytest

assert goldbach_partition_pair(4) == (2, 2)
assert goldbach_partition_pair(6) == (3, 3)
assert goldbach_partition_pair(12) == (5, 7)
assert goldbach_partition_pair(28) == (5, 23)
assert goldbach_partition_pair(98) == (19, 79)
assert goldbach_partition_pair(100) == (3, 97)
assert goldbach_partition_pair(128) == (19, 109)
with pytest.raises(ValueError):
    goldbach_partition_pair(9)
with pytest.raises(ValueError):
    goldbach_partition_pair(2)

# --- implementation 2: sieve up to n, then the first prime p whose partner is prime ---
def goldbach_partition_pair(n):
    if n % 2 or n < 4:
        raise ValueError("n must be even and at least 4")
    sieve = [False, False] + [True] * (n - 1)
    for i in range(2, int(n ** 0.5) + 1):
        if sieve[i]:
            for j in range(i * i, n + 1, i):
                sieve[j] = False
    for p in range(2, n // 2 + 1):
        if sieve[p] and sieve[n - p]:
            return (p, n - p)

# --- implementation 3: generator of candidate pairs filtered by an all()-based primality test ---
def _is_prime(k):
    return k > 1 and all(k % d for d in range(2, int(k ** 0.5) + 1))


def goldbach_partition_pair(n):
    if n < 4 or n % 2 == 1:
        raise ValueError("expected an even number greater than 2")
    pairs = ((p, n - p) for p in range(2, n // 2 + 1))
    return next(pair for pair in pairs if _is_prime(pair[0]) and _is_prime(pair[1]))

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.12:
        return (rng.choice([-4, 0, 1, 2, 3, 5, 9, 15, 101]),)
    if r < 0.3:
        return (rng.choice([4, 6, 8, 10, 12, 98, 128]),)
    return (2 * rng.randint(2, 1500),)
