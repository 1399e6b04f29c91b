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
