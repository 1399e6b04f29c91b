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

# --- implementation 2: exact float sum with math.fsum ---
import math


def arithmetic_mean_of_list(values):
    if not values:
        raise ValueError("values must not be empty")
    return math.fsum(values) / len(values)

# --- implementation 3: running mean updated value by value ---
def arithmetic_mean_of_list(values):
    mean = 0.0
    count = 0
    for x in values:
        count += 1
        mean += (x - mean) / count
    if count == 0:
        raise ValueError("cannot average an empty list")
    return mean

# --- implementation 4: statistics.fmean after the empty check ---
from statistics import fmean


def arithmetic_mean_of_list(values):
    if len(values) == 0:
        raise ValueError("empty list has no mean")
    return fmean(values)

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 12) if rng.random() < 0.9 else 0
    if rng.random() < 0.5:
        return ([rng.randint(-50, 50) for _ in range(n)],)
    return ([rng.randint(-40, 40) / 4 for _ in range(n)],)
