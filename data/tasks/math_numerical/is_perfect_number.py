# domain: math_numerical
# function: is_perfect_number
# query: Return True if a positive integer is perfect, i.e. equal to the sum of its proper
#   divisors (6, 28, 496, 8128); 1 is not perfect. Raise ValueError if n is not positive.

def is_perfect_number(n):
    if n <= 0:
        raise ValueError("n must be positive")
    if n == 1:
        return False
    total = 1
    d = 2
    while d * d <= n:
        if n % d == 0:
            total += d
            if d != n // d:
                total += n // d
        d += 1
    return total == n

# --- tests ---
import pytest

assert is_perfect_number(1) is False
assert is_perfect_number(6) is True
assert is_perfect_number(28) is True
assert is_perfect_number(496) is True
assert is_perfect_number(8128) is True
assert is_perfect_number(12) is False
assert is_perfect_number(4) is False
assert is_perfect_number(27) is False
with pytest.raises(ValueError):
    is_perfect_number(0)

# --- implementation 2: sum of the proper divisors from a comprehension up to n // 2 ---
def is_perfect_number(n):
    if n < 1:
        raise ValueError("n must be a positive integer")
    proper = [d for d in range(1, n // 2 + 1) if n % d == 0]
    return sum(proper) == n

# --- implementation 3: sigma(n) == 2n from the prime factorisation ---
def is_perfect_number(n):
    if n <= 0:
        raise ValueError("n must be positive")
    sigma, rest = 1, n
    p = 2
    while p * p <= rest:
        power_sum, power = 1, 1
        while rest % p == 0:
            rest //= p
            power *= p
            power_sum += power
        sigma *= power_sum
        p += 1
    if rest > 1:
        sigma *= 1 + rest
    return sigma == 2 * n

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-5, 0),)
    if r < 0.4:
        return (rng.choice([1, 6, 28, 496, 8128, 12, 4, 27, 2, 24]) + rng.choice([0, 0, 1]),)
    return (rng.randint(1, 9000),)
