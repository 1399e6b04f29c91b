# domain: data_transformation
# function: z_score_standardize
# query: Standardize a list of numbers values to z-scores using the population standard deviation,
#   rounding to 4 decimals. Raise ValueError for an empty list; if the deviation is zero return
#   a list of zeros.

import math

def z_score_standardize(values):
    if len(values) == 0:
        raise ValueError("empty input")
    n = len(values)
    mean = sum(values) / n
    variance = sum((v - mean) ** 2 for v in values) / n
    std = math.sqrt(variance)
    if std == 0:
        return [0.0] * n
    return [round((v - mean) / std, 4) for v in values]

# --- tests ---
import pytest

assert z_score_standardize([5]) == [0.0]
assert z_score_standardize([2, 2, 2]) == [0.0, 0.0, 0.0]
assert z_score_standardize([1, 3]) == [-1.0, 1.0]
assert z_score_standardize([2, 4, 4, 4, 5, 5, 7, 9]) == [-1.5, -0.5, -0.5, -0.5, 0.0, 0.0, 1.0, 2.0]
assert z_score_standardize([0, 0, 3]) == [-0.7071, -0.7071, 1.4142]
assert z_score_standardize([10, 20, 30]) == [-1.2247, 0.0, 1.2247]
with pytest.raises(ValueError):
    z_score_standardize([])

# --- implementation 2: statistics.fmean and statistics.pstdev ---
from statistics import fmean, pstdev


def z_score_standardize(values):
    if not values:
        raise ValueError("no values")
    mu = fmean(values)
    sigma = pstdev(values)
    if sigma == 0:
        return [0.0] * len(values)
    return [round((v - mu) / sigma, 4) for v in values]

# --- implementation 3: variance as the mean of squares minus the squared mean ---
import math


def z_score_standardize(values):
    n = len(values)
    if n == 0:
        raise ValueError("values must not be empty")
    mean = sum(values) / n
    spread = math.sqrt(max(sum(v * v for v in values) / n - mean * mean, 0.0))
    if spread == 0:
        return [0.0 for _ in values]
    return [round((v - mean) / spread, 4) for v in values]

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 7)
    if rng.random() < 0.15:
        return ([rng.randint(-5, 5)] * n,)
    return ([rng.randint(-10, 10) for _ in range(n)],)
