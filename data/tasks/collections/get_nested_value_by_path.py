# domain: collections
# function: get_nested_value_by_path
# query: Look up a value in data, nested dicts and lists, following path, a list of keys/indices;
#   return default (None unless given) when any step is missing (absent key, out-of-range
#   index, a non-integer step into a list such as the string "0", or a step into a non-container
#   value). Negative list indices are treated as missing; an empty path returns data itself.

def get_nested_value_by_path(data, path, default=None):
    current = data
    for step in path:
        if isinstance(current, dict):
            if step not in current:
                return default
            current = current[step]
        elif isinstance(current, list):
            if not isinstance(step, int) or step < 0 or step >= len(current):
                return default
            current = current[step]
        else:
            return default
    return current

# --- tests ---
import pytest

assert get_nested_value_by_path({"a": {"b": 2}}, ["a", "b"]) == 2
assert get_nested_value_by_path({"a": [10, 20, 30]}, ["a", 2]) == 30
assert get_nested_value_by_path({"a": [10, 20, 30]}, ["a", 3], "none") == "none"
assert get_nested_value_by_path({"a": [10, 20]}, ["a", 0]) == 10
assert get_nested_value_by_path({"a": [10, 20]}, ["a", -1], 0) == 0
assert get_nested_value_by_path({"a": 1}, ["a", "b"], "d") == "d"
assert get_nested_value_by_path({"a": 1}, [], "d") == {"a": 1}
assert get_nested_value_by_path({"a": {"b": 2}}, ["x"], 5) == 5
assert get_nested_value_by_path([{"k": [1, {"z": 9}]}], [0, "k", 1, "z"]) == 9
assert get_nested_value_by_path({"a": ["x"]}, ["a", "0"], "bad") == "bad"

# --- implementation 2: guard each step, index, and treat lookup errors as missing ---
def get_nested_value_by_path(data, path, default=None):
    node = data
    for step in path:
        if not isinstance(node, (dict, list)):
            return default
        if isinstance(node, list) and (not isinstance(step, int) or step < 0):
            return default
        try:
            node = node[step]
        except (KeyError, IndexError):
            return default
    return node

# --- implementation 3: recursion on the first step and the rest of the path ---
def get_nested_value_by_path(data, path, default=None):
    if not path:
        return data
    step, rest = path[0], path[1:]
    if isinstance(data, dict) and step in data:
        return get_nested_value_by_path(data[step], rest, default)
    if isinstance(data, list) and isinstance(step, int) and 0 <= step < len(data):
        return get_nested_value_by_path(data[step], rest, default)
    return default

# --- implementation 4: functools.reduce over the path with a private missing marker ---
from functools import reduce

_MISSING = object()


def _step_into(node, step):
    if isinstance(node, dict):
        return node.get(step, _MISSING)
    if isinstance(node, list) and isinstance(step, int) and 0 <= step < len(node):
        return node[step]
    return _MISSING


def get_nested_value_by_path(data, path, default=None):
    found = reduce(_step_into, path, data)
    return default if found is _MISSING else found

# --- inputs ---
def random_input(rng):
    data = {"a": {"b": 2, "c": [10, 20, {"z": 9}]}, "d": [1, [2, 3]], "e": None, 0: "zero"}
    steps = ["a", "b", "c", "d", "e", "z", "x", 0, 1, 2, 3, -1, "0"]
    path = [rng.choice(steps) for _ in range(rng.randint(0, 4))]
    if rng.random() < 0.4:
        path = rng.choice([["a", "c", 2, "z"], ["d", 1, 0], ["a", "c", -1], ["d", "1"], ["e", 0], [0]])
    if rng.random() < 0.5:
        return (data, path, rng.choice(["dflt", 0, None]))
    return (data, path)
