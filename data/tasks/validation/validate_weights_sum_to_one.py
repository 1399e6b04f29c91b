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
