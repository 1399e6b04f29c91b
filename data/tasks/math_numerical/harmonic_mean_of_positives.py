# domain: math_numerical
# function: harmonic_mean_of_positives
# query: Return the harmonic mean n / sum(1/x) of values, a non-empty list of positive numbers.
#   Raise ValueError for an empty list or any value that is zero or negative.

def harmonic_mean_of_positives(values):
    if len(values) == 0:
        raise ValueError("empty data")
    reciprocal_sum = 0.0
    for value in values:
        if value <= 0:
            raise ValueError("values must be positive")
        reciprocal_sum += 1 / value
    return len(values) / reciprocal_sum

# --- tests ---
import pytest

assert harmonic_mean_of_positives([4]) == pytest.approx(4.0)
assert harmonic_mean_of_positives([1, 4, 4]) == pytest.approx(2.0)
assert harmonic_mean_of_positives([2, 6]) == pytest.approx(3.0)
assert harmonic_mean_of_positives([40, 60]) == pytest.approx(48.0)
assert harmonic_mean_of_positives([0.5, 0.5]) == pytest.approx(0.5)
with pytest.raises(ValueError):
    harmonic_mean_of_positives([])
with pytest.raises(ValueError):
    harmonic_mean_of_positives([3, 0])
with pytest.raises(ValueError):
    harmonic_mean_of_positives([-1])
