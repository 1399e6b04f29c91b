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
