# domain: math_numerical
# function: sum_of_proper_divisors
# query: Return the sum of the proper divisors of a positive integer n (all divisors except n
#   itself), so 1 gives 0 and 12 gives 16. Raise ValueError if n is not positive.

def sum_of_proper_divisors(n):
    if n <= 0:
        raise ValueError("n must be positive")
    if n == 1:
        return 0
    total = 1
    d = 2
    while d * d <= n:
        if n % d == 0:
            total += d
            partner = n // d
            if partner != d:
                total += partner
        d += 1
    return total

# --- tests ---
import pytest

assert sum_of_proper_divisors(1) == 0
assert sum_of_proper_divisors(2) == 1
assert sum_of_proper_divisors(4) == 3
assert sum_of_proper_divisors(12) == 16
assert sum_of_proper_divisors(28) == 28
assert sum_of_proper_divisors(9) == 4
assert sum_of_proper_divisors(220) == 284
with pytest.raises(ValueError):
    sum_of_proper_divisors(0)
assert sum_of_proper_divisors(6) == 6

# --- implementation 2: every divisor up to n // 2 from a comprehension ---
def sum_of_proper_divisors(n):
    if n < 1:
        raise ValueError("n must be a positive integer")
    divisors = [d for d in range(1, n // 2 + 1) if n % d == 0]
    return sum(divisors)

# --- implementation 3: sigma(n) from the prime factorisation, minus n ---
def sum_of_proper_divisors(n):
    if n <= 0:
        raise ValueError("n must be positive")
    sigma, rest, p = 1, n, 2
    while p * p <= rest:
        power_sum, power = 1, 1
        while rest % p == 0:
            rest //= p
            power *= p
            power_sum += power
        sigma *= power_sum
        p += 1
    if rest > 1:
        sigma *= rest + 1
    return sigma - n

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-5, 0),)
    if r < 0.4:
        k = rng.randint(1, 60)
        return (rng.choice([1, 2, 4, 6, 9, 12, 28, 220, 284, k * k, k * k + 1]),)
    return (rng.randint(1, 8000),)
