# domain: math_numerical
# function: population_variance_of_list
# query: Compute the population variance (mean of squared deviations from the mean, dividing by n)
#   of values, a non-empty list of numbers. Raise ValueError for an empty list.

def population_variance_of_list(values):
    n = len(values)
    if n == 0:
        raise ValueError("variance of empty list")
    mean = sum(values) / n
    total = 0.0
    for value in values:
        total += (value - mean) ** 2
    return total / n

# --- tests ---
import pytest

assert population_variance_of_list([5]) == 0.0
assert population_variance_of_list([1, 3]) == 1.0
assert population_variance_of_list([2, 4, 4, 4, 5, 5, 7, 9]) == 4.0
assert population_variance_of_list([1, 2, 3, 4]) == 1.25
assert population_variance_of_list([-1, 1]) == 1.0
assert population_variance_of_list([0, 0, 6]) == 8.0
assert population_variance_of_list([10, 10, 10]) == 0.0
with pytest.raises(ValueError):
    population_variance_of_list([])
