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
