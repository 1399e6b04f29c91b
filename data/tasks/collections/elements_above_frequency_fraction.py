# domain: collections
# function: elements_above_frequency_fraction
# query: Return the sorted list of distinct elements that occur more than len(items) / k times, for an
#   integer k >= 2 (k = 3 finds elements above one third). Raise ValueError when k < 2.

def elements_above_frequency_fraction(items, k):
    if k < 2:
        raise ValueError("k must be at least 2")
    counts = {}
    for item in items:
        counts[item] = counts.get(item, 0) + 1
    result = []
    for item, c in counts.items():
        if c * k > len(items):
            result.append(item)
    return sorted(result)

# --- tests ---
import pytest

assert elements_above_frequency_fraction([], 3) == []
assert elements_above_frequency_fraction([3, 2, 3], 3) == [3]
assert elements_above_frequency_fraction([1, 1, 1, 3, 3, 2, 2, 2], 3) == [1, 2]
assert elements_above_frequency_fraction([1, 2, 3], 3) == []
assert elements_above_frequency_fraction([1, 1, 2, 2], 2) == []
assert elements_above_frequency_fraction([1, 1, 2], 2) == [1]
assert elements_above_frequency_fraction([4, 5, 6, 4], 4) == [4]
with pytest.raises(ValueError):
    elements_above_frequency_fraction([1], 1)

# --- implementation 2: Counter, keep the values whose count exceeds len / k ---
from collections import Counter


def elements_above_frequency_fraction(items, k):
    if k < 2:
        raise ValueError("k must be at least 2")
    threshold = len(items) / k
    return sorted(v for v, c in Counter(items).items() if c > threshold)

# --- implementation 3: sort, then measure each run of equal values ---
from itertools import groupby


def elements_above_frequency_fraction(items, k):
    if k <= 1:
        raise ValueError("k must be 2 or more")
    found = []
    for value, run in groupby(sorted(items)):
        if len(list(run)) * k > len(items):
            found.append(value)
    return found

# --- implementation 4: list.count for each distinct element ---
def elements_above_frequency_fraction(items, k):
    if k < 2:
        raise ValueError("k must be >= 2")
    n = len(items)
    frequent = {x for x in items if items.count(x) * k > n}
    return sorted(frequent)

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.08:
        return ([1, 2], rng.randint(-1, 1))
    k = rng.choice([2, 3, 4, rng.randint(2, 6)])
    n = rng.choice([0, 1, k, 2 * k, rng.randint(0, 15)])
    return ([rng.choice([1, 1, 2, 3, rng.randint(0, 6)]) for _ in range(n)], k)
