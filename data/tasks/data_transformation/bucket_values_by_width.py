# domain: data_transformation
# function: bucket_values_by_width
# query: Group numbers values into fixed-width buckets of the given width: a value v goes to the
#   bucket starting at floor(v / width) * width. Return a dict mapping bucket start to the list
#   of values in input order, with keys in ascending order. Raise ValueError when width is not
#   positive.

def bucket_values_by_width(values, width):
    if width <= 0:
        raise ValueError("width must be positive")
    buckets = {}
    for v in values:
        start = (v // width) * width
        buckets.setdefault(start, []).append(v)
    return {k: buckets[k] for k in sorted(buckets)}

# --- tests ---
import pytest

assert bucket_values_by_width([], 10) == {}
assert bucket_values_by_width([3, 14, 7, 10, 25], 10) == {0: [3, 7], 10: [14, 10], 20: [25]}
assert bucket_values_by_width([9, 10], 10) == {0: [9], 10: [10]}
assert bucket_values_by_width([-1, 0, 1], 5) == {-5: [-1], 0: [0, 1]}
assert list(bucket_values_by_width([30, 5, 12], 10)) == [0, 10, 30]
assert bucket_values_by_width([4, 5, 6], 1) == {4: [4], 5: [5], 6: [6]}
with pytest.raises(ValueError):
    bucket_values_by_width([1], 0)
with pytest.raises(ValueError):
    bucket_values_by_width([1], -3)

# --- implementation 2: stable sort by bucket start, then groupby ---
from itertools import groupby


def bucket_values_by_width(values, width):
    if width <= 0:
        raise ValueError("width must be > 0")
    start_of = lambda v: v // width * width
    ordered = sorted(values, key=start_of)
    return {start: list(group) for start, group in groupby(ordered, key=start_of)}

# --- implementation 3: bucket start as v - v % width, collected in a defaultdict ---
from collections import defaultdict


def bucket_values_by_width(values, width):
    if width <= 0:
        raise ValueError("non-positive width")
    grouped = defaultdict(list)
    for v in values:
        grouped[v - v % width].append(v)
    result = {}
    for start in sorted(grouped):
        result[start] = grouped[start]
    return result

# --- implementation 4: the stated floor formula with math.floor, empty buckets created in key order ---
import math


def bucket_values_by_width(values, width):
    if width <= 0:
        raise ValueError("width must be positive")
    starts = [math.floor(v / width) * width for v in values]
    result = {start: [] for start in sorted(set(starts))}
    for start, v in zip(starts, values):
        result[start].append(v)
    return result

# --- inputs ---
def random_input(rng):
    values = [rng.choice([rng.randint(-20, 30), rng.randint(-80, 120) / 4]) for _ in range(rng.randint(0, 10))]
    return (values, rng.choice([-3, 0, 1, 2, 5, 10, 10, 7]))
