# domain: validation
# function: validate_weights_sum_to_one
# query: Validate a list of probability weights: non-empty, every weight between 0 and 1 inclusive,
#   and the total within tolerance (default 1e-9) of 1. Return None when valid; raise ValueError
#   otherwise.

def validate_weights_sum_to_one(weights, tolerance=1e-9):
    total = 0.0
    for w in weights:
        if w < 0 or w > 1:
            raise ValueError("weight out of [0, 1]")
        total += w
    if abs(total - 1) > tolerance:
        raise ValueError("weights do not sum to 1")
    return None

# --- tests ---
import pytest

assert validate_weights_sum_to_one([1]) is None
assert validate_weights_sum_to_one([0.5, 0.5]) is None
assert validate_weights_sum_to_one([0, 1, 0]) is None
with pytest.raises(ValueError):
    validate_weights_sum_to_one([])
with pytest.raises(ValueError):
    validate_weights_sum_to_one([0.5, 0.4])
with pytest.raises(ValueError):
    validate_weights_sum_to_one([-0.5, 0.75, 0.75])
with pytest.raises(ValueError):
    validate_weights_sum_to_one([1.05], tolerance=0.1)
with pytest.raises(ValueError):
    validate_weights_sum_to_one([0.6, 0.6])
assert validate_weights_sum_to_one([0.5, 0.25], tolerance=0.25) is None

# --- implementation 2: all() for the range, sum() for the total ---
def validate_weights_sum_to_one(weights, tolerance=1e-9):
    if not all(0 <= w <= 1 for w in weights):
        raise ValueError("every weight must lie in [0, 1]")
    total = sum(weights, 0.0)
    if not 1 - tolerance <= total <= 1 + tolerance:
        raise ValueError("weights sum to %r" % total)

# --- implementation 3: explicit empty check, min/max for the range, math.isclose for the total ---
import math


def validate_weights_sum_to_one(weights, tolerance=1e-9):
    if not weights:
        raise ValueError("no weights")
    if min(weights) < 0 or max(weights) > 1:
        raise ValueError("weight outside [0, 1]")
    running = 0.0
    for w in weights:
        running += w
    if not math.isclose(running, 1, rel_tol=0, abs_tol=tolerance):
        raise ValueError("total is not 1")
    return None

# --- inputs ---
def random_input(rng):
    pool = [0, 1, 0.5, 0.25, 0.75, 0.4, 0.6, 0.1, 0.2, 0.3, -0.5, 1.05]
    weights = [rng.choice(pool) for _ in range(rng.randint(0, 4))]
    if rng.random() < 0.5:
        return (weights,)
    return (weights, rng.choice([1e-9, 0.1, 0.25, 0.0, 0.05]))
