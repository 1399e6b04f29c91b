# domain: collections
# function: moving_average_of_window
# query: Return the simple moving averages of a list of numbers values over windows of size k, each
#   rounded to 2 decimals. Return [] when the list is shorter than k and raise ValueError when
#   k < 1.

def moving_average_of_window(values, k):
    if k < 1:
        raise ValueError("k must be positive")
    averages = []
    total = 0
    for i, v in enumerate(values):
        total += v
        if i >= k:
            total -= values[i - k]
        if i >= k - 1:
            averages.append(round(total / k, 2))
    return averages

# --- tests ---
import pytest

assert moving_average_of_window([1, 2, 3, 4, 5], 2) == [1.5, 2.5, 3.5, 4.5]
assert moving_average_of_window([1, 2, 3, 4, 5], 5) == [3.0]
assert moving_average_of_window([1, 2, 3], 1) == [1.0, 2.0, 3.0]
assert moving_average_of_window([1, 2], 3) == []
assert moving_average_of_window([], 2) == []
assert moving_average_of_window([10, 0, 5, 1], 3) == [5.0, 2.0]
assert moving_average_of_window([1, 1, 2], 3) == [1.33]
with pytest.raises(ValueError):
    moving_average_of_window([1], 0)

# --- implementation 2: average of every window slice ---
def moving_average_of_window(values, k):
    if k <= 0:
        raise ValueError("window size must be at least 1")
    result = []
    for start in range(len(values) - k + 1):
        result.append(round(sum(values[start:start + k]) / k, 2))
    return result

# --- implementation 3: prefix sums, window total as the difference of two prefixes ---
from itertools import accumulate


def moving_average_of_window(values, k):
    if k < 1:
        raise ValueError("k must be positive")
    prefix = list(accumulate(values, initial=0))
    return [round((prefix[i] - prefix[i - k]) / k, 2) for i in range(k, len(prefix))]

# --- inputs ---
def random_input(rng):
    values = [rng.randint(-10, 30) for _ in range(rng.randint(0, 12))]
    k = rng.choice([1, 2, 3, len(values), len(values) + 1, rng.randint(1, 6)])
    if rng.random() < 0.08:
        k = rng.randint(-2, 0)
    return (values, max(k, -2))
