# domain: collections
# function: window_frequency_of_target
# query: Given a list items, count how many times target appears in every contiguous window of size
#   k, returning the counts in order. Raise ValueError if k < 1; [] when the list is shorter
#   than k.

def window_frequency_of_target(items, target, k):
    if k < 1:
        raise ValueError("k must be positive")
    counts = []
    current = 0
    for i, item in enumerate(items):
        if item == target:
            current += 1
        if i >= k and items[i - k] == target:
            current -= 1
        if i >= k - 1:
            counts.append(current)
    return counts

# --- tests ---
import pytest

assert window_frequency_of_target([], 1, 2) == []
assert window_frequency_of_target([1, 2], 1, 3) == []
assert window_frequency_of_target([1, 0, 1, 1, 0], 1, 2) == [1, 1, 2, 1]
assert window_frequency_of_target([1, 1, 1], 1, 3) == [3]
assert window_frequency_of_target([2, 1, 2], 2, 1) == [1, 0, 1]
assert window_frequency_of_target(["a", "b", "a", "a"], "a", 3) == [2, 2]
assert window_frequency_of_target([0, 0, 5, 5, 0], 5, 2) == [0, 1, 2, 1]
with pytest.raises(ValueError):
    window_frequency_of_target([1], 1, 0)

# --- implementation 2: count target in each window slice ---
def window_frequency_of_target(items, target, k):
    if k < 1:
        raise ValueError("window size must be positive")
    result = []
    for start in range(len(items) - k + 1):
        result.append(items[start:start + k].count(target))
    return result

# --- implementation 3: prefix counts of matches, differenced k apart ---
from itertools import accumulate


def window_frequency_of_target(items, target, k):
    if k < 1:
        raise ValueError("k must be at least 1")
    hits = [0] + list(accumulate(1 if item == target else 0 for item in items))
    return [hits[end] - hits[end - k] for end in range(k, len(hits))]

# --- implementation 4: a bounded deque as the window, counting target once it is full ---
from collections import deque


def window_frequency_of_target(items, target, k):
    if k < 1:
        raise ValueError("k must be positive")
    window = deque(maxlen=k)
    counts = []
    for item in items:
        window.append(item)
        if len(window) == k:
            counts.append(window.count(target))
    return counts

# --- inputs ---
def random_input(rng):
    items = [rng.choice([0, 1, 1, 2]) for _ in range(rng.randint(0, 10))]
    return (items, rng.choice([1, 2]), rng.choice([0, 1, 2, 3, len(items), len(items) + 1]))
