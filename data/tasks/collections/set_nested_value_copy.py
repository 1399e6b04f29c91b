# domain: collections
# function: set_nested_value_copy
# query: Return a deep-copied version of data, a nested dict, with the key path set to value,
#   creating intermediate dicts as needed; the original is not modified. Raise ValueError for
#   an empty path or when an intermediate value exists but is not a dict.

import copy

def set_nested_value_copy(data, path, value):
    if len(path) == 0:
        raise ValueError("path must not be empty")
    result = copy.deepcopy(data)
    node = result
    for key in path[:-1]:
        if key not in node:
            node[key] = {}
        elif not isinstance(node[key], dict):
            raise ValueError("cannot descend into %r" % (key,))
        node = node[key]
    node[path[-1]] = value
    return result

# --- tests ---
import pytest

assert set_nested_value_copy({}, ["a"], 1) == {"a": 1}
assert set_nested_value_copy({}, ["a", "b", "c"], 1) == {"a": {"b": {"c": 1}}}
assert set_nested_value_copy({"a": {"x": 0}}, ["a", "y"], 2) == {"a": {"x": 0, "y": 2}}
assert set_nested_value_copy({"a": {"x": 0}}, ["a", "x"], 5) == {"a": {"x": 5}}
assert (lambda d: (set_nested_value_copy(d, ["a", "b"], 9), d))({"a": {"b": 1}}) == ({"a": {"b": 9}}, {"a": {"b": 1}})
with pytest.raises(ValueError):
    set_nested_value_copy({"a": 1}, [], 2)
with pytest.raises(ValueError):
    set_nested_value_copy({"a": 1}, ["a", "b"], 2)
assert set_nested_value_copy({"k": 1}, ["k"], None) == {"k": None}
