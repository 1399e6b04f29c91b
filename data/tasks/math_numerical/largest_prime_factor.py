# domain: math_numerical
# function: largest_prime_factor
# query: Return the largest prime factor of an integer n >= 2 (a prime returns itself, 13195 ->
#   29). Raise ValueError for n < 2.

def largest_prime_factor(n):
    if n < 2:
        raise ValueError("n must be at least 2")
    largest = 1
    divisor = 2
    while divisor * divisor <= n:
        while n % divisor == 0:
            largest = divisor
            n //= divisor
        divisor += 1
    if n > 1:
        largest = n
    return largest

# --- tests ---
import pytest

assert largest_prime_factor(2) == 2
assert largest_prime_factor(4) == 2
assert largest_prime_factor(9) == 3
assert largest_prime_factor(12) == 3
assert largest_prime_factor(13195) == 29
assert largest_prime_factor(97) == 97
assert largest_prime_factor(600851475143) == 6857
with pytest.raises(ValueError):
    largest_prime_factor(1)

# --- implementation 2: recursion on the cofactor of the smallest divisor ---
def largest_prime_factor(n):
    if n < 2:
        raise ValueError("n must be >= 2")
    d = 2
    while d * d <= n:
        if n % d == 0:
            return max(d, largest_prime_factor(n // d))
        d += 1
    return n

# --- implementation 3: collect the prime factors (2, then odd trial divisors) and take the max ---
def largest_prime_factor(n):
    if n <= 1:
        raise ValueError("expected n >= 2")
    factors = []
    while n % 2 == 0:
        factors.append(2)
        n //= 2
    f = 3
    while f * f <= n:
        if n % f == 0:
            factors.append(f)
            n //= f
        else:
            f += 2
    if n > 1:
        factors.append(n)
    return max(factors)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-5, 1),)
    if r < 0.4:
        p = rng.choice([2, 3, 5, 7, 13, 29, 97, 101, 6857, 7919])
        return (p ** rng.randint(1, 3) * rng.choice([1, 2, 3, 4, 6, 8]),)
    return (rng.randint(2, 10 ** rng.randint(1, 7)),)
