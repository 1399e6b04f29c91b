# domain: math_numerical
# function: geometric_mean_of_positives
# query: Return the geometric mean (n-th root of the product) of values, a non-empty list of
#   positive numbers. Raise ValueError for an empty list or a value that is zero or negative.

def geometric_mean_of_positives(values):
    if not values:
        raise ValueError("empty data")
    product = 1.0
    for value in values:
        if value <= 0:
            raise ValueError("values must be positive")
        product *= value
    return product ** (1 / len(values))

# --- tests ---
import pytest

assert geometric_mean_of_positives([5]) == pytest.approx(5.0)
assert geometric_mean_of_positives([2, 8]) == pytest.approx(4.0)
assert geometric_mean_of_positives([1, 3, 9]) == pytest.approx(3.0)
assert geometric_mean_of_positives([4, 1, 1, 4]) == pytest.approx(2.0)
assert geometric_mean_of_positives([0.5, 2]) == pytest.approx(1.0)
with pytest.raises(ValueError):
    geometric_mean_of_positives([])
with pytest.raises(ValueError):
    geometric_mean_of_positives([1, 0])
with pytest.raises(ValueError):
    geometric_mean_of_positives([2, -2])

# --- implementation 2: exponential of the mean logarithm ---
import math


def geometric_mean_of_positives(values):
    if not values or any(v <= 0 for v in values):
        raise ValueError("need a non-empty list of positive numbers")
    log_mean = math.fsum(math.log(v) for v in values) / len(values)
    return math.exp(log_mean)

# --- implementation 3: math.prod of the validated values, then the n-th root ---
from math import prod


def geometric_mean_of_positives(values):
    if len(values) == 0:
        raise ValueError("values is empty")
    if min(values) <= 0:
        raise ValueError("all values must be positive")
    return prod(values) ** (1 / len(values))

# --- implementation 4: statistics.geometric_mean on validated data ---
import statistics


def geometric_mean_of_positives(values):
    if not values or min(values) <= 0:
        raise ValueError("values must be non-empty and positive")
    return statistics.geometric_mean(values)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    n = rng.randint(1, 8)
    if r < 0.07:
        return ([],)
    values = [rng.randint(1, 20) if rng.random() < 0.7 else rng.randint(1, 40) / 8 for _ in range(n)]
    if r < 0.2:
        values[rng.randrange(n)] = rng.choice([0, -1, -2.5])
    return (values,)
