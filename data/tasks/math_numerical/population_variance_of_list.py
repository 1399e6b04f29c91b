# domain: math_numerical
# function: population_variance_of_list
# query: Compute the population variance (mean of squared deviations from the mean, dividing by n)
#   of values, a non-empty list of numbers. Raise ValueError for an empty list.

def population_variance_of_list(values):
    n = len(values)
    if n == 0:
        raise ValueError("variance of empty list")
    mean = sum(values) / n
    total = 0.0
    for value in values:
        total += (value - mean) ** 2
    return total / n

# --- tests ---
import pytest

assert population_variance_of_list([5]) == 0.0
assert population_variance_of_list([1, 3]) == 1.0
assert population_variance_of_list([2, 4, 4, 4, 5, 5, 7, 9]) == 4.0
assert population_variance_of_list([1, 2, 3, 4]) == 1.25
assert population_variance_of_list([-1, 1]) == 1.0
assert population_variance_of_list([0, 0, 6]) == 8.0
assert population_variance_of_list([10, 10, 10]) == 0.0
with pytest.raises(ValueError):
    population_variance_of_list([])

# --- implementation 2: sum of squared pairwise differences divided by n squared ---
from itertools import combinations


def population_variance_of_list(values):
    n = len(values)
    if n == 0:
        raise ValueError("values must not be empty")
    pair_total = sum((a - b) ** 2 for a, b in combinations(values, 2))
    return pair_total / (n * n)

# --- implementation 3: exact Fraction arithmetic, converted to float at the end ---
from fractions import Fraction


def population_variance_of_list(values):
    if not values:
        raise ValueError("empty list")
    exact = [Fraction(v) for v in values]
    mean = sum(exact) / len(exact)
    return float(sum((v - mean) ** 2 for v in exact) / len(exact))

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 12) if rng.random() < 0.93 else 0
    values = [rng.randint(-20, 20) for _ in range(n)]
    if values and rng.random() < 0.2:
        values = [values[0]] * n
    if rng.random() < 0.2:
        values = [v / 4 for v in values]
    return (values,)
