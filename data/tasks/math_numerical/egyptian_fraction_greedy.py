# domain: math_numerical
# function: egyptian_fraction_greedy
# query: Expand a proper fraction numerator/denominator (both positive, value below 1) into a sum of
#   distinct unit fractions, each time taking the largest unit fraction that does not exceed
#   what remains (Fibonacci-Sylvester expansion), and return the list of unit-fraction
#   denominators in increasing order. Raise ValueError for non-positive inputs or a fraction
#   that is not less than 1.

def egyptian_fraction_greedy(numerator, denominator):
    if numerator <= 0:
        raise ValueError("numerator must be positive")
    if numerator >= denominator:
        raise ValueError("fraction must be less than 1")
    denominators = []
    while numerator != 0:
        unit = (denominator + numerator - 1) // numerator
        denominators.append(unit)
        numerator = numerator * unit - denominator
        denominator = denominator * unit
    return denominators

# --- tests ---
import pytest

assert egyptian_fraction_greedy(2, 3) == [2, 6]
assert egyptian_fraction_greedy(4, 13) == [4, 18, 468]
assert egyptian_fraction_greedy(5, 6) == [2, 3]
assert egyptian_fraction_greedy(1, 7) == [7]
assert egyptian_fraction_greedy(7, 15) == [3, 8, 120]
assert egyptian_fraction_greedy(6, 14) == [3, 11, 231]
with pytest.raises(ValueError):
    egyptian_fraction_greedy(5, 5)
with pytest.raises(ValueError):
    egyptian_fraction_greedy(0, 4)
with pytest.raises(ValueError):
    egyptian_fraction_greedy(1, -3)

# --- implementation 2: exact Fraction remainder, subtract 1/ceil(1/remainder) until nothing is left ---
import math
from fractions import Fraction


def egyptian_fraction_greedy(numerator, denominator):
    if numerator <= 0 or numerator >= denominator:
        raise ValueError("expected a proper fraction with positive parts")
    remaining = Fraction(numerator, denominator)
    units = []
    while remaining > 0:
        unit = math.ceil(1 / remaining)
        units.append(unit)
        remaining -= Fraction(1, unit)
    return units

# --- implementation 3: recursion on the remainder after the first unit fraction ---
def egyptian_fraction_greedy(numerator, denominator):
    if not 0 < numerator < denominator:
        raise ValueError("need 0 < numerator < denominator")
    unit = -(-denominator // numerator)
    rest = numerator * unit - denominator
    if rest == 0:
        return [unit]
    return [unit] + egyptian_fraction_greedy(rest, denominator * unit)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.12:
        return rng.choice([(0, 4), (5, 5), (7, 3), (1, -3), (-2, 5), (3, 0)])
    den = rng.randint(2, 40)
    num = 1 if rng.random() < 0.15 else rng.randint(1, den - 1)
    if rng.random() < 0.2:
        k = rng.randint(2, 4)
        num, den = num * k, den * k
    return (num, den)
