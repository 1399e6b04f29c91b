# domain: math_numerical
# function: median_of_numbers
# query: Return the median of a non-empty list of numbers without modifying it: the middle value
#   of the sorted data, or the mean of the two middle values when the length is even. Raise
#   ValueError for an empty list.

def median_of_numbers(values):
    if not values:
        raise ValueError("median of empty list")
    ordered = sorted(values)
    n = len(ordered)
    middle = n // 2
    if n % 2 == 1:
        return ordered[middle]
    return (ordered[middle - 1] + ordered[middle]) / 2

# --- tests ---
import pytest

assert median_of_numbers([7]) == 7
assert median_of_numbers([1, 3]) == 2.0
assert median_of_numbers([3, 1, 2]) == 2
assert median_of_numbers([4, 1, 3, 2]) == 2.5
assert median_of_numbers([5, 5, 1, 9, 7]) == 5
assert median_of_numbers([10, -10]) == 0.0
assert median_of_numbers([1, 2, 10, 20, 30, 40]) == 15.0
with pytest.raises(ValueError):
    median_of_numbers([])
