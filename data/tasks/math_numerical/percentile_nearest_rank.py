# domain: math_numerical
# function: percentile_nearest_rank
# query: Given values, a non-empty list, return its p-th percentile using the nearest-rank method:
#   the value at rank ceil(p/100 * n) of the sorted data, with p = 0 giving the minimum. Raise
#   ValueError for an empty list or p outside 0..100.

import math

def percentile_nearest_rank(values, p):
    if not values:
        raise ValueError("empty data")
    if p < 0 or p > 100:
        raise ValueError("p must be in 0..100")
    ordered = sorted(values)
    rank = math.ceil(p / 100 * len(ordered))
    if rank < 1:
        rank = 1
    return ordered[rank - 1]

# --- tests ---
import pytest

assert percentile_nearest_rank([15, 20, 35, 40, 50], 30) == 20
assert percentile_nearest_rank([15, 20, 35, 40, 50], 40) == 20
assert percentile_nearest_rank([15, 20, 35, 40, 50], 50) == 35
assert percentile_nearest_rank([15, 20, 35, 40, 50], 100) == 50
assert percentile_nearest_rank([50, 15, 40], 0) == 15
assert percentile_nearest_rank([7], 99) == 7
with pytest.raises(ValueError):
    percentile_nearest_rank([], 50)
with pytest.raises(ValueError):
    percentile_nearest_rank([1], 101)
with pytest.raises(ValueError):
    percentile_nearest_rank([1], -1)
