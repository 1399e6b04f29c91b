# domain: math_numerical
# function: are_amicable_numbers
# query: Return True if two different positive integers a and b form an amicable pair: each equals
#   the sum of the other's proper divisors (220 and 284). A number paired with itself is not
#   amicable. Raise ValueError if a or b is not positive.

def are_amicable_numbers(a, b):
    if a <= 0 or b <= 0:
        raise ValueError("numbers must be positive")
    if a == b:
        return False

    def proper_sum(n):
        return sum(d for d in range(1, n // 2 + 1) if n % d == 0)

    return proper_sum(a) == b and proper_sum(b) == a

# --- tests ---
import pytest

assert are_amicable_numbers(220, 284) is True
assert are_amicable_numbers(284, 220) is True
assert are_amicable_numbers(1184, 1210) is True
assert are_amicable_numbers(6, 6) is False
assert are_amicable_numbers(220, 285) is False
assert are_amicable_numbers(12, 16) is False
assert are_amicable_numbers(1, 2) is False
with pytest.raises(ValueError):
    are_amicable_numbers(0, 5)
with pytest.raises(ValueError):
    are_amicable_numbers(5, 0)

# --- implementation 2: divisor sums by pairing divisors up to the square root ---
def are_amicable_numbers(a, b):
    if min(a, b) < 1:
        raise ValueError("a and b must be positive")

    def divisor_sum(n):
        if n == 1:
            return 0
        total = 1
        d = 2
        while d * d <= n:
            if n % d == 0:
                total += d
                if d != n // d:
                    total += n // d
            d += 1
        return total

    return a != b and divisor_sum(a) == b and divisor_sum(b) == a

# --- implementation 3: sieve of proper-divisor sums up to the larger number ---
def are_amicable_numbers(a, b):
    if a < 1 or b < 1:
        raise ValueError("both numbers must be positive")
    limit = max(a, b)
    sums = [0] * (limit + 1)
    for d in range(1, limit // 2 + 1):
        for multiple in range(2 * d, limit + 1, d):
            sums[multiple] += d
    return a != b and sums[a] == b and sums[b] == a

# --- implementation 4: proper-divisor sums as sigma(n) - n from the prime factorisation ---
def _sigma(n):
    total, p = 1, 2
    while p * p <= n:
        term = 1
        while n % p == 0:
            n //= p
            term = term * p + 1
        total *= term
        p += 1
    return total * (n + 1) if n > 1 else total


def are_amicable_numbers(a, b):
    if a <= 0 or b <= 0:
        raise ValueError("a and b must be positive integers")
    if a == b:
        return False
    return _sigma(a) - a == b and _sigma(b) - b == a

# --- inputs ---
def random_input(rng):
    pairs = [(220, 284), (1184, 1210)]
    r = rng.random()
    if r < 0.25:
        a, b = rng.choice(pairs)
        if rng.random() < 0.5:
            a, b = b, a
        if rng.random() < 0.3:
            b += rng.choice([-1, 1])
        return (a, b)
    if r < 0.5:
        a = rng.randint(2, 300)
        b = sum(d for d in range(1, a) if a % d == 0)
        return (a, b) if rng.random() < 0.5 else (b, a)
    if r < 0.6:
        n = rng.choice([1, 6, 28, 496, 220, 12])
        return (n, n)
    if r < 0.7:
        return (rng.randint(-3, 0), rng.randint(-3, 10)) if rng.random() < 0.5 else (rng.randint(1, 10), rng.randint(-3, 0))
    return (rng.randint(1, 400), rng.randint(1, 400))
