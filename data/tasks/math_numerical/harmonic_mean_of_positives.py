# domain: math_numerical
# function: harmonic_mean_of_positives
# query: Return the harmonic mean n / sum(1/x) of values, a non-empty list of positive numbers.
#   Raise ValueError for an empty list or any value that is zero or negative.

def harmonic_mean_of_positives(values):
    if len(values) == 0:
        raise ValueError("empty data")
    reciprocal_sum = 0.0
    for value in values:
        if value <= 0:
            raise ValueError("values must be positive")
        reciprocal_sum += 1 / value
    return len(values) / reciprocal_sum

# --- tests ---
import pytest

assert harmonic_mean_of_positives([4]) == pytest.approx(4.0)
assert harmonic_mean_of_positives([1, 4, 4]) == pytest.approx(2.0)
assert harmonic_mean_of_positives([2, 6]) == pytest.approx(3.0)
assert harmonic_mean_of_positives([40, 60]) == pytest.approx(48.0)
assert harmonic_mean_of_positives([0.5, 0.5]) == pytest.approx(0.5)
with pytest.raises(ValueError):
    harmonic_mean_of_positives([])
with pytest.raises(ValueError):
    harmonic_mean_of_positives([3, 0])
with pytest.raises(ValueError):
    harmonic_mean_of_positives([-1])

# --- implementation 2: math.fsum of the reciprocals ---
import math


def harmonic_mean_of_positives(values):
    if not values or any(v <= 0 for v in values):
        raise ValueError("values must be a non-empty list of positive numbers")
    return len(values) / math.fsum(1 / v for v in values)

# --- implementation 3: exact Fraction arithmetic converted to float at the end ---
from fractions import Fraction


def harmonic_mean_of_positives(values):
    if len(values) == 0 or min(values) <= 0:
        raise ValueError("invalid values")
    reciprocals = sum(1 / Fraction(v) for v in values)
    return float(len(values) / reciprocals)

# --- implementation 4: statistics.harmonic_mean on validated data ---
from statistics import harmonic_mean


def harmonic_mean_of_positives(values):
    if not values or any(v <= 0 for v in values):
        raise ValueError("values must be a non-empty list of positive numbers")
    return float(harmonic_mean(values))

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.07:
        return ([],)
    n = rng.randint(1, 9)
    values = [rng.randint(1, 60) if rng.random() < 0.7 else rng.randint(1, 40) / 4 for _ in range(n)]
    if r < 0.2:
        values[rng.randrange(n)] = rng.choice([0, -1, -0.5])
    return (values,)
