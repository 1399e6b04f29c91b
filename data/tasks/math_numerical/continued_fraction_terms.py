# domain: math_numerical
# function: continued_fraction_terms
# query: Expand the rational number numerator/denominator into its simple continued fraction
#   terms [a0; a1, a2, ...] (e.g. 415/93 -> [4, 2, 6, 7]), floor-based so negatives work. Raise
#   ZeroDivisionError if the denominator is 0.

def continued_fraction_terms(numerator, denominator):
    if denominator == 0:
        raise ZeroDivisionError("denominator must not be zero")
    terms = []
    while denominator != 0:
        whole = numerator // denominator
        terms.append(whole)
        numerator, denominator = denominator, numerator - whole * denominator
    return terms

# --- tests ---
import pytest

assert continued_fraction_terms(415, 93) == [4, 2, 6, 7]
assert continued_fraction_terms(3, 1) == [3]
assert continued_fraction_terms(0, 5) == [0]
assert continued_fraction_terms(1, 2) == [0, 2]
assert continued_fraction_terms(-7, 3) == [-3, 1, 2]
assert continued_fraction_terms(13, 8) == [1, 1, 1, 1, 2]
assert continued_fraction_terms(10, 4) == [2, 2]
with pytest.raises(ZeroDivisionError):
    continued_fraction_terms(1, 0)

# --- implementation 2: exact Fraction arithmetic, take the floor and invert the rest ---
import math
from fractions import Fraction


def continued_fraction_terms(numerator, denominator):
    x = Fraction(numerator, denominator)
    terms = []
    while True:
        whole = math.floor(x)
        terms.append(whole)
        x -= whole
        if x == 0:
            return terms
        x = 1 / x

# --- implementation 3: recursive divmod (Euclid's algorithm) ---
def continued_fraction_terms(numerator, denominator):
    if denominator == 0:
        raise ZeroDivisionError("zero denominator")
    q, r = divmod(numerator, denominator)
    if r == 0:
        return [q]
    return [q] + continued_fraction_terms(denominator, r)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-5, 5), 0)
    if r < 0.2:
        d = rng.choice([-1, 1]) * rng.randint(1, 9)
        return (d * rng.randint(-6, 6), d)
    den = rng.randint(1, 200)
    if rng.random() < 0.2:
        den = -den
    return (rng.randint(-500, 500), den)
