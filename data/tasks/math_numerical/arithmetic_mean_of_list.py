# domain: math_numerical
# function: arithmetic_mean_of_list
# query: Return the arithmetic mean (average) of values, a non-empty list of numbers, as a float.
#   Raise ValueError if the list is empty.

def arithmetic_mean_of_list(values):
    if len(values) == 0:
        raise ValueError("mean of empty list")
    total = 0
    for value in values:
        total += value
    return total / len(values)

# --- tests ---
import pytest

assert arithmetic_mean_of_list([5]) == 5.0
assert arithmetic_mean_of_list([1, 2]) == 1.5
assert arithmetic_mean_of_list([1, 2, 3, 4]) == 2.5
assert arithmetic_mean_of_list([-2, 2]) == 0.0
assert arithmetic_mean_of_list([10, 20, 60]) == 30.0
assert arithmetic_mean_of_list([0.5, 0.25]) == 0.375
assert arithmetic_mean_of_list([-3, -6]) == -4.5
with pytest.raises(ValueError):
    arithmetic_mean_of_list([])
