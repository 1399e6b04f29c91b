# domain: math_numerical
# function: count_positive_divisors
# query: Count how many positive integers divide a positive integer n exactly (1 has one divisor,
#   a prime has two). Raise ValueError if n is not positive.

def count_positive_divisors(n):
    if n <= 0:
        raise ValueError("n must be positive")
    count = 0
    d = 1
    while d * d <= n:
        if n % d == 0:
            count += 2
            if d * d == n:
                count -= 1
        d += 1
    return count

# --- tests ---
import pytest

assert count_positive_divisors(1) == 1
assert count_positive_divisors(2) == 2
assert count_positive_divisors(4) == 3
assert count_positive_divisors(12) == 6
assert count_positive_divisors(36) == 9
assert count_positive_divisors(97) == 2
assert count_positive_divisors(100) == 9
with pytest.raises(ValueError):
    count_positive_divisors(0)
assert count_positive_divisors(6) == 4

# --- implementation 2: product of (exponent + 1) over the prime factorisation ---
def count_positive_divisors(n):
    if n < 1:
        raise ValueError("n must be positive")
    count = 1
    p = 2
    while p * p <= n:
        exponent = 0
        while n % p == 0:
            n //= p
            exponent += 1
        count *= exponent + 1
        p += 1
    if n > 1:
        count *= 2
    return count

# --- implementation 3: list every divisor up to n ---
def count_positive_divisors(n):
    if n < 1:
        raise ValueError("n must be a positive integer")
    divisors = [d for d in range(1, n + 1) if n % d == 0]
    return len(divisors)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-5, 0),)
    if r < 0.4:
        k = rng.randint(1, 70)
        return (k * k if rng.random() < 0.6 else k * k + rng.choice([-1, 1]),)
    return (rng.randint(1, 5000),)
