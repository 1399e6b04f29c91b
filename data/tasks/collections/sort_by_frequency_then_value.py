# domain: collections
# function: sort_by_frequency_then_value
# query: Sort a list so that more frequent values come first; values with equal frequency are ordered
#   ascending, and each value is repeated as many times as it occurs.

def sort_by_frequency_then_value(values):
    counts = {}
    for v in values:
        counts[v] = counts.get(v, 0) + 1
    ordered = sorted(counts, key=lambda v: (-counts[v], v))
    result = []
    for v in ordered:
        result.extend([v] * counts[v])
    return result

# --- tests ---
import pytest

assert sort_by_frequency_then_value([]) == []
assert sort_by_frequency_then_value([3]) == [3]
assert sort_by_frequency_then_value([1, 1, 2, 2, 2, 3]) == [2, 2, 2, 1, 1, 3]
assert sort_by_frequency_then_value([4, 6, 4, 6, 1]) == [4, 4, 6, 6, 1]
assert sort_by_frequency_then_value([5, 3, 1]) == [1, 3, 5]
assert sort_by_frequency_then_value(["b", "a", "b"]) == ["b", "b", "a"]
assert sort_by_frequency_then_value([2, 3, 1, 3, 2]) == [2, 2, 3, 3, 1]
assert sort_by_frequency_then_value([0]) == [0]

# --- implementation 2: Counter items sorted by (-count, value), then expanded ---
from collections import Counter


def sort_by_frequency_then_value(values):
    freq = Counter(values)
    order = sorted(freq.items(), key=lambda item: (-item[1], item[0]))
    return [value for value, count in order for _ in range(count)]

# --- implementation 3: groupby runs of the sorted list, then a stable sort of the runs by length ---
from itertools import groupby


def sort_by_frequency_then_value(values):
    runs = [list(run) for _, run in groupby(sorted(values))]
    runs.sort(key=len, reverse=True)
    return [v for run in runs for v in run]

# --- implementation 4: sort ascending, then a stable sort by count, highest first ---
def sort_by_frequency_then_value(values):
    result = sorted(values)
    frequency = {v: values.count(v) for v in result}
    result.sort(key=frequency.get, reverse=True)
    return result

# --- implementation 5: bucket the distinct values by their count, emit buckets from the highest count down ---
def sort_by_frequency_then_value(values):
    buckets = [[] for _ in range(len(values) + 1)]
    for v in set(values):
        buckets[values.count(v)].append(v)
    result = []
    for count in range(len(values), 0, -1):
        for v in sorted(buckets[count]):
            result += [v] * count
    return result

# --- inputs ---
def random_input(rng):
    pool = rng.sample(range(-4, 8), rng.randint(1, 5))
    return ([rng.choice(pool) for _ in range(rng.randint(0, 12))],)
