# domain: collections
# function: find_paths_to_value
# query: Given obj, a nested structure of dicts and lists, return every key/index path (as a list)
#   at which target occurs, listed in the order the values appear reading the structure top to
#   bottom (dict keys in insertion order, list items by index, a container's contents before
#   its next sibling). The optional prefix (default None, meaning []) is prepended to every
#   path.

def find_paths_to_value(obj, target, prefix=None):
    if prefix is None:
        prefix = []
    paths = []
    if isinstance(obj, dict):
        for key, value in obj.items():
            paths.extend(find_paths_to_value(value, target, prefix + [key]))
    elif isinstance(obj, list):
        for index, value in enumerate(obj):
            paths.extend(find_paths_to_value(value, target, prefix + [index]))
    elif obj == target:
        paths.append(prefix)
    return paths

# --- tests ---
import pytest

assert find_paths_to_value(3, 3) == [[]]
assert find_paths_to_value(3, 4) == []
assert find_paths_to_value({}, 1) == []
assert find_paths_to_value({"a": 1, "b": {"c": 1}}, 1) == [["a"], ["b", "c"]]
assert find_paths_to_value([0, [1, 0]], 0) == [[0], [1, 1]]
assert find_paths_to_value({"x": [{"y": "t"}, "t"]}, "t") == [["x", 0, "y"], ["x", 1]]
assert find_paths_to_value({"a": [1, 2]}, 2) == [["a", 1]]
