# domain: math_numerical
# function: sample_standard_deviation
# query: Compute the sample standard deviation (Bessel-corrected, dividing by n - 1) of a list of
#   numbers. Raise ValueError when the list has fewer than two values.

import math

def sample_standard_deviation(values):
    n = len(values)
    if n < 2:
        raise ValueError("need at least two values")
    mean = sum(values) / n
    squared = 0.0
    for value in values:
        squared += (value - mean) ** 2
    return math.sqrt(squared / (n - 1))

# --- tests ---
import pytest

assert sample_standard_deviation([1, 3]) == pytest.approx(1.4142135623730951)
assert sample_standard_deviation([2, 4, 4, 4, 5, 5, 7, 9]) == pytest.approx(2.138089935299395)
assert sample_standard_deviation([5, 5, 5]) == 0.0
assert sample_standard_deviation([0, 6, 0]) == pytest.approx(3.4641016151377544)
assert sample_standard_deviation([1, 2, 3, 4, 5]) == pytest.approx(1.5811388300841898)
assert sample_standard_deviation([-1, 1]) == pytest.approx(1.4142135623730951)
with pytest.raises(ValueError):
    sample_standard_deviation([3])
with pytest.raises(ValueError):
    sample_standard_deviation([])

# --- implementation 2: statistics.stdev after checking the length ---
import statistics


def sample_standard_deviation(values):
    if len(values) < 2:
        raise ValueError("at least two values are required")
    return statistics.stdev(values)

# --- implementation 3: Welford's running mean and sum of squared deviations ---
import math


def sample_standard_deviation(values):
    count, mean, m2 = 0, 0.0, 0.0
    for x in values:
        count += 1
        delta = x - mean
        mean += delta / count
        m2 += delta * (x - mean)
    if count < 2:
        raise ValueError("fewer than two values")
    return math.sqrt(m2 / (count - 1))

# --- implementation 4: squared pairwise differences over n (n - 1), then the square root ---
import math
from itertools import combinations


def sample_standard_deviation(values):
    n = len(values)
    if n < 2:
        raise ValueError("sample standard deviation needs two values")
    pair_total = sum((a - b) ** 2 for a, b in combinations(values, 2))
    return math.sqrt(pair_total / (n * (n - 1)))

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2]) if rng.random() < 0.2 else rng.randint(2, 12)
    values = [rng.randint(-20, 20) for _ in range(n)]
    if n > 1 and rng.random() < 0.15:
        values = [values[0]] * n
    if rng.random() < 0.2:
        values = [v / 4 for v in values]
    return (values,)
