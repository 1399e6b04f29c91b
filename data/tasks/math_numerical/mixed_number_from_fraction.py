# domain: math_numerical
# function: mixed_number_from_fraction
# query: Convert an improper fraction numerator/denominator with a positive denominator into a mixed
#   number tuple (whole, numerator, denominator) where the remaining fraction is reduced and
#   has the same sign as the whole value (7/2 -> (3, 1, 2), -7/2 -> (-3, -1, 2), 6/3 -> (2, 0,
#   1)). Raise ValueError if the denominator is not positive.

import math

def mixed_number_from_fraction(numerator, denominator):
    if denominator <= 0:
        raise ValueError("denominator must be positive")
    sign = -1 if numerator < 0 else 1
    whole, rest = divmod(abs(numerator), denominator)
    if rest == 0:
        return (sign * whole, 0, 1)
    common = math.gcd(rest, denominator)
    return (sign * whole, sign * (rest // common), denominator // common)

# --- tests ---
import pytest

assert mixed_number_from_fraction(7, 2) == (3, 1, 2)
assert mixed_number_from_fraction(-7, 2) == (-3, -1, 2)
assert mixed_number_from_fraction(6, 3) == (2, 0, 1)
assert mixed_number_from_fraction(1, 3) == (0, 1, 3)
assert mixed_number_from_fraction(10, 4) == (2, 1, 2)
assert mixed_number_from_fraction(0, 5) == (0, 0, 1)
assert mixed_number_from_fraction(-1, 1) == (-1, 0, 1)
with pytest.raises(ValueError):
    mixed_number_from_fraction(1, 0)
with pytest.raises(ValueError):
    mixed_number_from_fraction(1, -2)
assert mixed_number_from_fraction(-11, 4) == (-2, -3, 4)

# --- implementation 2: Fraction, truncate to the whole part and keep the signed remainder ---
from fractions import Fraction


def mixed_number_from_fraction(numerator, denominator):
    if denominator < 1:
        raise ValueError("denominator must be a positive integer")
    value = Fraction(numerator, denominator)
    whole = int(value)
    rest = value - whole
    return (whole, rest.numerator, rest.denominator)

# --- implementation 3: floor divmod moved towards zero for negatives, then gcd reduction ---
from math import gcd


def mixed_number_from_fraction(numerator, denominator):
    if denominator <= 0:
        raise ValueError("non-positive denominator")
    whole, rest = divmod(numerator, denominator)
    if rest and numerator < 0:
        whole += 1
        rest -= denominator
    g = gcd(rest, denominator)
    return (whole, rest // g, denominator // g)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.1:
        return (rng.randint(-9, 9), rng.randint(-4, 0))
    den = rng.randint(1, 12)
    num = den * rng.randint(-5, 5) if rng.random() < 0.2 else rng.randint(-60, 60)
    return (num, den)
