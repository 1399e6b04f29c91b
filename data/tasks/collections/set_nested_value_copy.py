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

# --- implementation 2: recursive, rebuilding one level per path key ---
import copy


def set_nested_value_copy(data, path, value):
    if not path:
        raise ValueError("empty path")
    result = copy.deepcopy(data)
    key = path[0]
    if len(path) == 1:
        result[key] = value
        return result
    child = result.get(key, {})
    if not isinstance(child, dict):
        raise ValueError("not a dict at %r" % (key,))
    result[key] = set_nested_value_copy(child, path[1:], value)
    return result

# --- implementation 3: setdefault down the path, then assign the last key ---
from copy import deepcopy


def set_nested_value_copy(data, path, value):
    if not path:
        raise ValueError("path is empty")
    root = deepcopy(data)
    current = root
    *parents, last = path
    for key in parents:
        current = current.setdefault(key, {})
        if not isinstance(current, dict):
            raise ValueError("value at %r is not a dict" % (key,))
    current[last] = value
    return root

# --- implementation 4: descend while the keys exist, then build the missing tail of the path bottom-up ---
import copy


def set_nested_value_copy(data, path, value):
    if not path:
        raise ValueError("no path given")
    root = copy.deepcopy(data)
    node, i = root, 0
    while i < len(path) - 1 and path[i] in node:
        node = node[path[i]]
        if not isinstance(node, dict):
            raise ValueError("%r does not hold a dict" % (path[i],))
        i += 1
    branch = value
    for key in reversed(path[i + 1:]):
        branch = {key: branch}
    node[path[i]] = branch
    return root

# --- inputs ---
def _random_tree(rng, depth):
    tree = {}
    for key in rng.sample("abc", rng.randint(0, 3)):
        if depth > 0 and rng.random() < 0.5:
            tree[key] = _random_tree(rng, depth - 1)
        else:
            tree[key] = rng.choice([0, 1, "x", None, [1, 2]])
    return tree


def random_input(rng):
    data = _random_tree(rng, 2)
    path = [rng.choice("abc") for _ in range(rng.choice([0, 1, 1, 2, 2, 3]))]
    return (data, path, rng.choice([7, None, "v", {"z": 1}]))
