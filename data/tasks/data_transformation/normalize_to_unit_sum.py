# domain: data_transformation
# function: normalize_to_unit_sum
# query: Scale a list of non-negative weights so they sum to 1, rounding each to 4 decimals. Raise
#   ValueError for negative weights (message containing 'negative') or an all-zero / empty list
#   (message containing 'zero').

def normalize_to_unit_sum(weights):
    for w in weights:
        if w < 0:
            raise ValueError("negative weight")
    total = sum(weights)
    if total == 0:
        raise ValueError("weights sum to zero")
    return [round(w / total, 4) for w in weights]

# --- tests ---
import pytest

assert normalize_to_unit_sum([1]) == [1.0]
assert normalize_to_unit_sum([1, 1]) == [0.5, 0.5]
assert normalize_to_unit_sum([1, 3]) == [0.25, 0.75]
assert normalize_to_unit_sum([0, 2, 2]) == [0.0, 0.5, 0.5]
assert normalize_to_unit_sum([1, 1, 1]) == [0.3333, 0.3333, 0.3333]
with pytest.raises(ValueError, match="zero"):
    normalize_to_unit_sum([])
with pytest.raises(ValueError, match="zero"):
    normalize_to_unit_sum([0, 0])
with pytest.raises(ValueError, match="negative"):
    normalize_to_unit_sum([2, -1, 1])

# --- implementation 2: all() for the sign check, math.fsum for the total, an explicit loop ---
import math


def normalize_to_unit_sum(weights):
    if not all(w >= 0 for w in weights):
        raise ValueError("negative weights are not allowed")
    total = math.fsum(weights)
    if total == 0:
        raise ValueError("cannot normalise: the sum is zero")
    shares = []
    for w in weights:
        shares.append(round(w / total, 4))
    return shares

# --- implementation 3: collect the negatives, then map a rounding lambda ---
def normalize_to_unit_sum(weights):
    negatives = [w for w in weights if w < 0]
    if negatives:
        raise ValueError("negative weight %r" % (negatives[0],))
    total = sum(weights)
    if total <= 0:
        raise ValueError("zero total")
    return list(map(lambda w: round(w / total, 4), weights))

# --- inputs ---
def random_input(rng):
    weights = [rng.choice([0, 0, 1, 2, 3, 5, 7, 10]) for _ in range(rng.randint(0, 7))]
    if weights and rng.random() < 0.1:
        weights[rng.randrange(len(weights))] = -1
    return (weights,)
