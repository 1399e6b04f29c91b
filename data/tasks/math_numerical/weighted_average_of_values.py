# domain: math_numerical
# function: weighted_average_of_values
# query: Return the weighted average sum(v*w)/sum(w) of values with matching non-negative weights.
#   Raise ValueError if the lists differ in length, are empty, a weight is negative, or all
#   weights are zero.

def weighted_average_of_values(values, weights):
    if len(values) != len(weights) or not values:
        raise ValueError("values and weights must be non-empty and the same length")
    total = 0
    weight_sum = 0
    for value, weight in zip(values, weights):
        if weight < 0:
            raise ValueError("weights must be non-negative")
        total += value * weight
        weight_sum += weight
    if weight_sum == 0:
        raise ValueError("weights sum to zero")
    return total / weight_sum

# --- tests ---
import pytest

assert weighted_average_of_values([5], [2]) == 5.0
assert weighted_average_of_values([1, 3], [1, 1]) == 2.0
assert weighted_average_of_values([1, 3], [3, 1]) == 1.5
assert weighted_average_of_values([10, 20, 30], [0, 0, 1]) == 30.0
assert weighted_average_of_values([2, 4], [1, 3]) == 3.5
with pytest.raises(ValueError):
    weighted_average_of_values([1, 2], [1])
with pytest.raises(ValueError):
    weighted_average_of_values([], [])
with pytest.raises(ValueError):
    weighted_average_of_values([1, 2], [1, -1])
with pytest.raises(ValueError):
    weighted_average_of_values([1, 2], [0, 0])

# --- implementation 2: validate up front, then sum of products over the sum of weights ---
from operator import mul


def weighted_average_of_values(values, weights):
    if not values or len(values) != len(weights):
        raise ValueError("need two non-empty lists of equal length")
    if any(w < 0 for w in weights):
        raise ValueError("negative weight")
    total_weight = sum(weights)
    if total_weight == 0:
        raise ValueError("all weights are zero")
    return sum(map(mul, values, weights)) / total_weight

# --- implementation 3: statistics.fmean with weights after the checks ---
from statistics import fmean


def weighted_average_of_values(values, weights):
    if len(values) == 0 or len(values) != len(weights):
        raise ValueError("values and weights do not match")
    if min(weights) < 0 or max(weights) == 0:
        raise ValueError("weights must be non-negative and not all zero")
    return fmean(values, weights)

# --- implementation 4: exact Fraction arithmetic, one float conversion at the end ---
from fractions import Fraction


def weighted_average_of_values(values, weights):
    if len(values) != len(weights) or len(values) == 0:
        raise ValueError("mismatched or empty lists")
    if any(w < 0 for w in weights) or not any(weights):
        raise ValueError("weights must be non-negative with a positive total")
    exact = sum(Fraction(v) * w for v, w in zip(values, weights)) / sum(weights)
    return float(exact)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    n = rng.randint(1, 8)
    values = [rng.randint(-20, 20) for _ in range(n)]
    weights = [rng.randint(0, 5) for _ in range(n)]
    if r < 0.07:
        return ([], [])
    if r < 0.14:
        return (values, weights[:-1] or [1, 2])
    if r < 0.22:
        weights[rng.randrange(n)] = -rng.randint(1, 3)
    elif r < 0.3:
        weights = [0] * n
    elif r < 0.45:
        weights = [0] * n
        weights[rng.randrange(n)] = rng.randint(1, 4)
    return (values, weights)
