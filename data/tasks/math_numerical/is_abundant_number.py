# domain: math_numerical
# function: is_abundant_number
# query: Return True if a positive integer is abundant, i.e. the sum of its proper divisors is
#   strictly greater than the number (12 is the smallest); perfect numbers such as 6 are not
#   abundant. Raise ValueError if n is not positive.

def is_abundant_number(n):
    if n <= 0:
        raise ValueError("n must be positive")
    total = 0
    for d in range(1, n // 2 + 1):
        if n % d == 0:
            total += d
    return total > n

# --- tests ---
import pytest

assert is_abundant_number(1) is False
assert is_abundant_number(6) is False
assert is_abundant_number(12) is True
assert is_abundant_number(18) is True
assert is_abundant_number(20) is True
assert is_abundant_number(28) is False
assert is_abundant_number(945) is True
assert is_abundant_number(16) is False
with pytest.raises(ValueError):
    is_abundant_number(0)

# --- implementation 2: divisor sum from divisor pairs up to the square root ---
def is_abundant_number(n):
    if n < 1:
        raise ValueError("n must be a positive integer")
    total = 0
    d = 1
    while d * d <= n:
        if n % d == 0:
            total += d + n // d
            if d * d == n:
                total -= d
        d += 1
    return total - n > n

# --- implementation 3: sigma(n) from the prime factorisation, abundant when sigma(n) > 2n ---
def is_abundant_number(n):
    if n <= 0:
        raise ValueError("n must be positive")
    sigma, rest, p = 1, n, 2
    while p * p <= rest:
        term = 1
        while rest % p == 0:
            rest //= p
            term = term * p + 1
        sigma *= term
        p += 1
    if rest > 1:
        sigma *= rest + 1
    return sigma > 2 * n

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-5, 0),)
    if r < 0.35:
        return (rng.choice([1, 2, 6, 12, 18, 20, 28, 496, 945, 8128, 16, 24]),)
    return (rng.randint(1, 5000),)
