# domain: data_transformation
# function: align_series_on_keys
# query: Align two dict-based series, left and right, on the sorted union of their keys, returning a
#   list of (key, left_value, right_value) tuples where a missing side gets the fill value
#   (default None).

def align_series_on_keys(left, right, fill=None):
    keys = sorted(set(left) | set(right))
    aligned = []
    for i in range(len(keys)):
        key = keys[i]
        aligned.append((key, left.get(key, fill), right.get(key, fill)))
    return aligned

# --- tests ---
import pytest

assert align_series_on_keys({}, {}) == []
assert align_series_on_keys({1: "a"}, {}) == [(1, "a", None)]
assert align_series_on_keys({}, {1: "b"}, 0) == [(1, 0, "b")]
assert align_series_on_keys({1: 10, 3: 30}, {2: 20, 3: 33}) == [(1, 10, None), (2, None, 20), (3, 30, 33)]
assert align_series_on_keys({"b": 1}, {"a": 2}, "-") == [("a", "-", 2), ("b", 1, "-")]
assert align_series_on_keys({5: None}, {5: 1}, 0) == [(5, None, 1)]
assert align_series_on_keys({2: 2, 1: 1}, {1: 1}) == [(1, 1, 1), (2, 2, None)]

# --- implementation 2: merge the two sorted key lists side by side ---
def align_series_on_keys(left, right, fill=None):
    lkeys, rkeys = sorted(left), sorted(right)
    i = j = 0
    rows = []
    while i < len(lkeys) or j < len(rkeys):
        if j == len(rkeys) or (i < len(lkeys) and lkeys[i] < rkeys[j]):
            rows.append((lkeys[i], left[lkeys[i]], fill))
            i += 1
        elif i == len(lkeys) or rkeys[j] < lkeys[i]:
            rows.append((rkeys[j], fill, right[rkeys[j]]))
            j += 1
        else:
            rows.append((lkeys[i], left[lkeys[i]], right[rkeys[j]]))
            i += 1
            j += 1
    return rows

# --- implementation 3: a table of [left, right] slots pre-filled with fill ---
def align_series_on_keys(left, right, fill=None):
    table = {}
    for key, value in left.items():
        table.setdefault(key, [fill, fill])[0] = value
    for key, value in right.items():
        table.setdefault(key, [fill, fill])[1] = value
    return [(key, *table[key]) for key in sorted(table)]

# --- implementation 4: heapq.merge of the sorted key lists, groupby to drop the shared keys' repeats ---
from heapq import merge
from itertools import groupby


def align_series_on_keys(left, right, fill=None):
    rows = []
    for key, _ in groupby(merge(sorted(left), sorted(right))):
        rows.append((key, left.get(key, fill), right.get(key, fill)))
    return rows

# --- inputs ---
def random_input(rng):
    def series():
        return {k: rng.choice([0, 1, None, "v"]) for k in rng.sample(range(8), rng.randint(0, 5))}
    if rng.random() < 0.3:
        return (series(), series())
    return (series(), series(), rng.choice([0, "-", None]))
