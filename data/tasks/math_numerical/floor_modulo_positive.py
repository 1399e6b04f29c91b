# domain: math_numerical
# function: floor_modulo_positive
# query: Given an integer a and a positive modulus m, return the canonical remainder of a modulo m
#   in the range 0..m-1, even when a is negative (-1 mod 5 -> 4). Raise ValueError if m is not
#   positive.

def floor_modulo_positive(a, m):
    if m <= 0:
        raise ValueError("modulus must be positive")
    remainder = a - (a // m) * m
    return remainder

# --- tests ---
import pytest

assert floor_modulo_positive(7, 5) == 2
assert floor_modulo_positive(-1, 5) == 4
assert floor_modulo_positive(-5, 5) == 0
assert floor_modulo_positive(0, 3) == 0
assert floor_modulo_positive(10, 1) == 0
assert floor_modulo_positive(-13, 4) == 3
assert floor_modulo_positive(4, 5) == 4
with pytest.raises(ValueError):
    floor_modulo_positive(3, 0)
with pytest.raises(ValueError):
    floor_modulo_positive(3, -1)

# --- implementation 2: remainder part of divmod ---
def floor_modulo_positive(a, m):
    if m < 1:
        raise ValueError("m must be at least 1")
    _, r = divmod(a, m)
    return r

# --- implementation 3: remainder of the magnitude, reflected for negative a ---
def floor_modulo_positive(a, m):
    if m <= 0:
        raise ValueError("m must be a positive modulus")
    r = abs(a) % m
    if a < 0 and r != 0:
        r = m - r
    return r

# --- inputs ---
def random_input(rng):
    m = rng.randint(1, 12) if rng.random() < 0.9 else rng.randint(-3, 0)
    a = m * rng.randint(-4, 4) if rng.random() < 0.25 else rng.randint(-60, 60)
    return (a, m)
