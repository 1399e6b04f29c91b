# domain: math_numerical
# function: extended_euclidean_gcd
# query: Run the extended Euclidean algorithm on two non-negative integers a and b and return a
#   tuple (g, x, y) with g = gcd(a, b) and a*x + b*y == g. Raise ValueError if either is negative.

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
