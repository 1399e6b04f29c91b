# domain: math_numerical
# function: moving_average_window
# query: Given a list of numbers values, return the simple moving averages over each full window of
#   k consecutive values, as unrounded floats (len - k + 1 values; empty if the list is shorter
#   than k). Raise ValueError if k is not positive.

def moving_average_window(values, k):
    if k <= 0:
        raise ValueError("window size must be positive")
    if len(values) < k:
        return []
    window_sum = sum(values[:k])
    averages = [window_sum / k]
    for i in range(k, len(values)):
        window_sum += values[i] - values[i - k]
        averages.append(window_sum / k)
    return averages

# --- tests ---
import pytest

assert moving_average_window([], 1) == []
assert moving_average_window([1, 2], 3) == []
assert moving_average_window([1, 2, 3], 3) == [2.0]
assert moving_average_window([1, 2, 3, 4], 2) == [1.5, 2.5, 3.5]
assert moving_average_window([5, 7], 1) == [5.0, 7.0]
assert moving_average_window([2, 4, 6, 8, 10], 3) == [4.0, 6.0, 8.0]
assert moving_average_window([10, 0, 0, 10], 2) == [5.0, 0.0, 5.0]
assert moving_average_window([1, 1, 2], 3) == [4 / 3]
with pytest.raises(ValueError):
    moving_average_window([1, 2], 0)

# --- implementation 2: average of each slice ---
def moving_average_window(values, k):
    if k < 1:
        raise ValueError("k must be positive")
    windows = [values[i:i + k] for i in range(len(values) - k + 1)]
    return [sum(window) / k for window in windows]

# --- implementation 3: differences of running prefix sums ---
from itertools import accumulate


def moving_average_window(values, k):
    if k <= 0:
        raise ValueError("window size k must be >= 1")
    prefix = [0, *accumulate(values)]
    return [(prefix[end] - prefix[end - k]) / k for end in range(k, len(prefix))]

# --- implementation 4: a deque holds the current window and its running total ---
from collections import deque


def moving_average_window(values, k):
    if k < 1:
        raise ValueError("window size must be at least 1")
    window, total, averages = deque(), 0, []
    for v in values:
        window.append(v)
        total += v
        if len(window) > k:
            total -= window.popleft()
        if len(window) == k:
            averages.append(total / k)
    return averages

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 12)
    values = [rng.randint(-20, 20) for _ in range(n)]
    if rng.random() < 0.2:
        values = [v / 2 for v in values]
    k = rng.randint(-1, 0) if rng.random() < 0.1 else rng.choice([1, n, n + 1, rng.randint(1, max(n, 1))])
    return (values, k)
