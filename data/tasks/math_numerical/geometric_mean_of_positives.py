# domain: math_numerical
# function: geometric_mean_of_positives
# query: Return the geometric mean (n-th root of the product) of values, a non-empty list of
#   positive numbers. Raise ValueError for an empty list or a value that is zero or negative.

def geometric_mean_of_positives(values):
    if not values:
        raise ValueError("empty data")
    product = 1.0
    for value in values:
        if value <= 0:
            raise ValueError("values must be positive")
        product *= value
    return product ** (1 / len(values))

# --- tests ---
import pytest

assert geometric_mean_of_positives([5]) == pytest.approx(5.0)
assert geometric_mean_of_positives([2, 8]) == pytest.approx(4.0)
assert geometric_mean_of_positives([1, 3, 9]) == pytest.approx(3.0)
assert geometric_mean_of_positives([4, 1, 1, 4]) == pytest.approx(2.0)
assert geometric_mean_of_positives([0.5, 2]) == pytest.approx(1.0)
with pytest.raises(ValueError):
    geometric_mean_of_positives([])
with pytest.raises(ValueError):
    geometric_mean_of_positives([1, 0])
with pytest.raises(ValueError):
    geometric_mean_of_positives([2, -2])
