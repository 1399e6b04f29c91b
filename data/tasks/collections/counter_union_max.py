# domain: collections
# function: counter_union_max
# query: Combine two count dicts a and b into a multiset union where each key gets the maximum of
#   its two counts (missing means 0); keys with a resulting count of 0 or less are dropped and
#   keys are sorted.

def counter_union_max(a, b):
    result = {}
    for key in set(a) | set(b):
        count = max(a.get(key, 0), b.get(key, 0))
        if count > 0:
            result[key] = count
    return {k: result[k] for k in sorted(result)}

# --- tests ---
import pytest

assert counter_union_max({}, {}) == {}
assert counter_union_max({"a": 1}, {}) == {"a": 1}
assert counter_union_max({}, {"b": 2}) == {"b": 2}
assert counter_union_max({"a": 3, "b": 1}, {"a": 1, "b": 2}) == {"a": 3, "b": 2}
assert counter_union_max({"a": 0}, {"b": -1}) == {}
assert counter_union_max({"a": -2}, {"a": 1}) == {"a": 1}
assert list(counter_union_max({"z": 1}, {"m": 1})) == ["m", "z"]

# --- implementation 2: collections.Counter union (max, positive only), then sort the keys ---
from collections import Counter


def counter_union_max(a, b):
    union = Counter(a) | Counter(b)
    ordered = {}
    for key in sorted(union):
        ordered[key] = union[key]
    return ordered

# --- implementation 3: start from a copy of a, raise counts from b, filter while sorting ---
def counter_union_max(a, b):
    merged = dict(a)
    for key, count in b.items():
        merged[key] = max(merged.get(key, 0), count)
    return {key: merged[key] for key in sorted(merged) if merged[key] > 0}

# --- inputs ---
def random_input(rng):
    def make():
        return {k: rng.randint(-2, 4) for k in rng.sample("abcdefz", rng.randint(0, 5))}

    return (make(), make())
