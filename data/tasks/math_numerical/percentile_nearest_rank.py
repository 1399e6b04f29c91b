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
    rank = math.ceil(p * len(ordered) / 100)
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

# --- implementation 2: integer ceiling of p * n / 100 for the rank ---
def percentile_nearest_rank(values, p):
    if len(values) == 0:
        raise ValueError("values is empty")
    if not 0 <= p <= 100:
        raise ValueError("p out of range")
    n = len(values)
    rank = max(1, int(-(-p * n // 100)))
    return sorted(values)[rank - 1]

# --- implementation 3: first rank r with 100 * r >= p * n, element picked with heapq.nsmallest ---
import heapq


def percentile_nearest_rank(values, p):
    if not values:
        raise ValueError("no values")
    if p < 0 or p > 100:
        raise ValueError("p must lie between 0 and 100")
    n = len(values)
    rank = next(r for r in range(1, n + 1) if 100 * r >= p * n)
    return heapq.nsmallest(rank, values)[-1]

# --- inputs ---
def random_input(rng):
    r = rng.random()
    n = rng.randint(1, 20)
    values = [rng.randint(-50, 50) for _ in range(n)]
    if r < 0.07:
        return ([], rng.randint(0, 100))
    if r < 0.15:
        return (values, rng.choice([-1, 101, -50, 150]))
    p = rng.choice([0, 100, 1, 99, 50, 25, 75, 10, 20, 70, 30, 60]) if rng.random() < 0.5 else rng.randint(0, 100)
    if rng.random() < 0.2:
        p = rng.randint(-5, 1005) / 10
    return (values, p)
