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
