# domain: collections
# function: multimap_remove_value
# query: Given a multimap (dict of key -> list of values), remove the first occurrence of value
#   under key and return a new multimap; a key whose list becomes empty is deleted. If the key
#   or value is absent, return an unchanged copy. The input is never modified.

def multimap_remove_value(multimap, key, value):
    result = {k: list(v) for k, v in multimap.items()}
    if key not in result:
        return result
    values = result[key]
    if value not in values:
        return result
    values.remove(value)
    if not values:
        del result[key]
    return result

# --- tests ---
import pytest

assert multimap_remove_value({"a": [1, 2]}, "a", 1) == {"a": [2]}
assert multimap_remove_value({"a": [1, 2, 1]}, "a", 1) == {"a": [2, 1]}
assert multimap_remove_value({"a": [1], "b": [3]}, "a", 1) == {"b": [3]}
assert multimap_remove_value({"k": ["x"]}, "k", "x") == {}
assert multimap_remove_value({"a": [1]}, "b", 1) == {"a": [1]}
assert multimap_remove_value({"a": [1]}, "a", 2) == {"a": [1]}
assert (lambda m: (multimap_remove_value(m, "a", 1), m))({"a": [1, 2]}) == ({"a": [2]}, {"a": [1, 2]})
assert multimap_remove_value({1: [1, 2], 2: [2, 3], 3: [4]}, 2, 2) == {1: [1, 2], 2: [3], 3: [4]}
assert multimap_remove_value({1: [7], 2: [8], 3: [9]}, 2, 8) == {1: [7], 3: [9]}

# --- implementation 2: rebuild the multimap key by key, removing from the target list ---
def multimap_remove_value(multimap, key, value):
    result = {}
    for k, values in multimap.items():
        values = list(values)
        if k == key and value in values:
            values.remove(value)
            if not values:
                continue
        result[k] = values
    return result

# --- implementation 3: deep copy, then edit the copy through an index lookup ---
import copy


def multimap_remove_value(multimap, key, value):
    updated = copy.deepcopy(multimap)
    bucket = updated.get(key, [])
    if value in bucket:
        del bucket[bucket.index(value)]
        if len(bucket) == 0:
            updated.pop(key)
    return updated

# --- inputs ---
def random_input(rng):
    multimap = {}
    for k in rng.sample(["a", "b", "k", 1, 2], rng.randint(0, 4)):
        multimap[k] = [rng.randint(1, 3) for _ in range(rng.randint(1, 4))]
    key = rng.choice(["a", "b", "k", 1, 2, "zz"])
    return (multimap, key, rng.randint(1, 4))
