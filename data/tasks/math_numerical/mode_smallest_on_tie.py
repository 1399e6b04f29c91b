# domain: math_numerical
# function: mode_smallest_on_tie
# query: Return the most frequent value in a non-empty list of numbers; when several values are
#   equally frequent return the smallest of them. Raise ValueError for an empty list.

from collections import Counter

def mode_smallest_on_tie(values):
    if not values:
        raise ValueError("mode of empty list")
    counts = Counter(values)
    best_value, best_count = None, 0
    for value in sorted(counts):
        if counts[value] > best_count:
            best_value, best_count = value, counts[value]
    return best_value

# --- tests ---
import pytest

assert mode_smallest_on_tie([4]) == 4
assert mode_smallest_on_tie([1, 2, 2, 3]) == 2
assert mode_smallest_on_tie([3, 1, 3, 1]) == 1
assert mode_smallest_on_tie([5, 4, 3]) == 3
assert mode_smallest_on_tie([9, 9, 9, 1, 1]) == 9
assert mode_smallest_on_tie([-1, -2, -1, -2, 0]) == -2
assert mode_smallest_on_tie([2, 7, 7, 2, 7]) == 7
with pytest.raises(ValueError):
    mode_smallest_on_tie([])

# --- implementation 2: min over the distinct values keyed by (-count, value) ---
from collections import Counter


def mode_smallest_on_tie(values):
    if len(values) == 0:
        raise ValueError("values is empty")
    counts = Counter(values)
    return min(counts, key=lambda v: (-counts[v], v))

# --- implementation 3: longest run of equal values in the sorted list (first run wins ties) ---
from itertools import groupby


def mode_smallest_on_tie(values):
    if not values:
        raise ValueError("no mode for an empty list")
    best, best_len = None, 0
    for value, run in groupby(sorted(values)):
        length = len(list(run))
        if length > best_len:
            best, best_len = value, length
    return best

# --- implementation 4: max over the sorted distinct values keyed by list.count (first maximum wins) ---
def mode_smallest_on_tie(values):
    if not values:
        raise ValueError("empty list has no mode")
    candidates = sorted(set(values))
    return max(candidates, key=values.count)

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 15) if rng.random() < 0.93 else 0
    spread = rng.choice([2, 3, 5, 10])
    return ([rng.randint(-spread, spread) for _ in range(n)],)
