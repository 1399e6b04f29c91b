# domain: math_numerical
# function: reduce_fraction_lowest_terms
# query: Reduce the fraction numerator/denominator to lowest terms and return (num, den) with a
#   positive denominator (the sign moves to the numerator; 0/x becomes (0, 1)). Raise
#   ZeroDivisionError if the denominator is 0.

import math

def reduce_fraction_lowest_terms(numerator, denominator):
    if denominator == 0:
        raise ZeroDivisionError("denominator must not be zero")
    if denominator < 0:
        numerator, denominator = -numerator, -denominator
    common = math.gcd(numerator, denominator)
    return (numerator // common, denominator // common)

# --- tests ---
import pytest

assert reduce_fraction_lowest_terms(2, 4) == (1, 2)
assert reduce_fraction_lowest_terms(3, 7) == (3, 7)
assert reduce_fraction_lowest_terms(0, 5) == (0, 1)
assert reduce_fraction_lowest_terms(6, -9) == (-2, 3)
assert reduce_fraction_lowest_terms(-6, -9) == (2, 3)
assert reduce_fraction_lowest_terms(10, 1) == (10, 1)
assert reduce_fraction_lowest_terms(5, -1) == (-5, 1)
with pytest.raises(ZeroDivisionError):
    reduce_fraction_lowest_terms(1, 0)

# --- implementation 2: let fractions.Fraction normalise it ---
from fractions import Fraction


def reduce_fraction_lowest_terms(numerator, denominator):
    if denominator == 0:
        raise ZeroDivisionError("zero denominator")
    reduced = Fraction(numerator, denominator)
    return (reduced.numerator, reduced.denominator)

# --- implementation 3: strip common factors by trial division, sign decided separately ---
def reduce_fraction_lowest_terms(numerator, denominator):
    if not denominator:
        raise ZeroDivisionError("denominator is zero")
    num, den = abs(numerator), abs(denominator)
    if num == 0:
        return (0, 1)
    d = 2
    while d <= min(num, den):
        if num % d == 0 and den % d == 0:
            num //= d
            den //= d
        else:
            d += 1
    negative = (numerator < 0) != (denominator < 0)
    return (-num if negative else num, den)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-9, 9), 0)
    k = rng.choice([1, 2, 3, 6, 12])
    num = 0 if rng.random() < 0.1 else k * rng.randint(-60, 60)
    den = k * rng.choice([-1, 1]) * rng.randint(1, 40)
    return (num, den)
