# domain: collections
# function: merge_dicts_summing_values
# query: Merge a list of dicts with numeric values into one dict where values for the same key are
#   added together; keys appear in first-seen order. Return {} for an empty list.

def merge_dicts_summing_values(dicts):
    merged = {}
    for d in dicts:
        for key, value in d.items():
            if key in merged:
                merged[key] = merged[key] + value
            else:
                merged[key] = value
    return merged

# --- tests ---
import pytest

assert merge_dicts_summing_values([]) == {}
assert merge_dicts_summing_values([{"a": 1}]) == {"a": 1}
assert merge_dicts_summing_values([{"a": 1}, {"a": 2, "b": 3}]) == {"a": 3, "b": 3}
assert merge_dicts_summing_values([{"x": 5}, {"x": -5}]) == {"x": 0}
assert merge_dicts_summing_values([{"a": 2}, {}, {"a": 3}, {"b": 1}]) == {"a": 5, "b": 1}
assert list(merge_dicts_summing_values([{"b": 1}, {"a": 1}])) == ["b", "a"]
assert merge_dicts_summing_values([{"k": 1.5}, {"k": 2.5}]) == {"k": 4.0}
assert merge_dicts_summing_values([{1: 1, 2: 10, 3: 100}, {2: 5}]) == {1: 1, 2: 15, 3: 100}
assert merge_dicts_summing_values([{0: 1, 1: 2}, {1: 3, 0: 4}]) == {0: 5, 1: 5}

# --- implementation 2: Counter-free fold with dict.get and a default of 0 ---
def merge_dicts_summing_values(dicts):
    totals = {}
    for mapping in dicts:
        for key in mapping:
            totals[key] = totals.get(key, 0) + mapping[key]
    return totals

# --- implementation 3: collect the keys in first-seen order, then sum each key's values ---
def merge_dicts_summing_values(dicts):
    keys = dict.fromkeys(key for d in dicts for key in d)
    result = {}
    for key in keys:
        result[key] = sum(d[key] for d in dicts if key in d)
    return result

# --- implementation 4: collections.Counter.update adds mapping values key by key ---
from collections import Counter


def merge_dicts_summing_values(dicts):
    totals = Counter()
    for mapping in dicts:
        totals.update(mapping)
    return dict(totals)

# --- inputs ---
def random_input(rng):
    dicts = []
    for _ in range(rng.randint(0, 4)):
        dicts.append({k: rng.choice([rng.randint(-5, 5), rng.randint(-5, 5) + 0.5]) for k in rng.sample(["a", "b", "c", 1, 2], rng.randint(0, 3))})
    return (dicts,)
