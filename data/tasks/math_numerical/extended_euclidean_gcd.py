# domain: math_numerical
# function: extended_euclidean_gcd
# query: Run the extended Euclidean algorithm on two non-negative integers a and b and return a
#   tuple (g, x, y) with g = gcd(a, b) and a*x + b*y == g, where x and y are the coefficients the
#   standard algorithm yields by dividing a by b, then b by the remainder, and so on ((a, 1, 0)
#   when b is 0; (b, 0, 1) when a is 0 and b > 0). Raise ValueError if either is negative.

def extended_euclidean_gcd(a, b):
    if a < 0 or b < 0:
        raise ValueError("a and b must be non-negative")
    old_r, r = a, b
    old_x, x = 1, 0
    old_y, y = 0, 1
    while r != 0:
        q = old_r // r
        old_r, r = r, old_r - q * r
        old_x, x = x, old_x - q * x
        old_y, y = y, old_y - q * y
    return (old_r, old_x, old_y)

# --- tests ---
import pytest

assert extended_euclidean_gcd(0, 0) == (0, 1, 0)
assert extended_euclidean_gcd(5, 0) == (5, 1, 0)
assert extended_euclidean_gcd(0, 5) == (5, 0, 1)
assert extended_euclidean_gcd(240, 46) == (2, -9, 47)
assert extended_euclidean_gcd(3, 7) == (1, -2, 1)
assert extended_euclidean_gcd(12, 8) == (4, 1, -1)
with pytest.raises(ValueError):
    extended_euclidean_gcd(-1, 3)
with pytest.raises(ValueError):
    extended_euclidean_gcd(3, -1)

# --- implementation 2: recursive extended Euclid on (b, a mod b) ---
def extended_euclidean_gcd(a, b):
    if a < 0 or b < 0:
        raise ValueError("inputs must be non-negative")
    if b == 0:
        return (a, 1, 0)
    g, x, y = extended_euclidean_gcd(b, a % b)
    return (g, y, x - (a // b) * y)

# --- implementation 3: track only the coefficient of a, then solve for the one of b ---
def extended_euclidean_gcd(a, b):
    if min(a, b) < 0:
        raise ValueError("negative input")
    if b == 0:
        return (a, 1, 0)
    prev, cur = a, b
    coef_prev, coef_cur = 1, 0
    while cur:
        q, rem = divmod(prev, cur)
        prev, cur = cur, rem
        coef_prev, coef_cur = coef_cur, coef_prev - q * coef_cur
    return (prev, coef_prev, (prev - a * coef_prev) // b)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-5, -1), rng.randint(0, 9)) if rng.random() < 0.5 else (rng.randint(0, 9), rng.randint(-5, -1))
    if r < 0.25:
        return (rng.choice([0, 1, rng.randint(0, 50)]), rng.choice([0, 1, rng.randint(0, 50)]))
    k = rng.choice([1, 1, 2, 3, 6])
    return (k * rng.randint(0, 500), k * rng.randint(0, 500))
