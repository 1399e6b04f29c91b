# domain: data_transformation
# function: nested_dict_from_path_pairs
# query: Build a nested dict from a list of (path, value) pairs where each path is a list of keys.
#   A later pair with the same path replaces the earlier value. Raise ValueError if a path is
#   empty, passes through a key that already holds a value, or ends at a key that already holds
#   a nested dict.

def nested_dict_from_path_pairs(pairs):
    root = {}
    for path, value in pairs:
        if not path:
            raise ValueError("empty path")
        node = root
        for key in path[:-1]:
            child = node.setdefault(key, {})
            if not isinstance(child, dict):
                raise ValueError("path conflict at %r" % (key,))
            node = child
        if isinstance(node.get(path[-1]), dict):
            raise ValueError("path conflict at %r" % (path[-1],))
        node[path[-1]] = value
    return root

# --- tests ---
import pytest

assert nested_dict_from_path_pairs([]) == {}
assert nested_dict_from_path_pairs([(["a"], 1)]) == {"a": 1}
assert nested_dict_from_path_pairs([(["a", "b"], 1), (["a", "c"], 2)]) == {"a": {"b": 1, "c": 2}}
assert nested_dict_from_path_pairs([(["x", "y", "z"], 0), (["w"], 5)]) == {"x": {"y": {"z": 0}}, "w": 5}
assert nested_dict_from_path_pairs([(["a"], 1), (["a"], 2)]) == {"a": 2}
with pytest.raises(ValueError):
    nested_dict_from_path_pairs([([], 1)])
with pytest.raises(ValueError):
    nested_dict_from_path_pairs([(["a"], 1), (["a", "b"], 2)])
with pytest.raises(ValueError):
    nested_dict_from_path_pairs([(["a", "b"], 1), (["a"], 2)])

# --- implementation 2: a recursive helper places one value ---
def _place(node, path, value):
    key = path[0]
    if len(path) == 1:
        if isinstance(node.get(key), dict):
            raise ValueError("a nested dict is already at %r" % (key,))
        node[key] = value
        return
    child = node.setdefault(key, {})
    if not isinstance(child, dict):
        raise ValueError("a value is already at %r" % (key,))
    _place(child, path[1:], value)


def nested_dict_from_path_pairs(pairs):
    root = {}
    for path, value in pairs:
        if not path:
            raise ValueError("empty path")
        _place(root, path, value)
    return root

# --- implementation 3: check path prefixes against earlier paths, then build the dict ---
def nested_dict_from_path_pairs(pairs):
    leaves = {}
    for path, value in pairs:
        if not path:
            raise ValueError("empty path")
        key = tuple(path)
        for other in leaves:
            n = min(len(other), len(key))
            if other != key and other[:n] == key[:n]:
                raise ValueError("path %r conflicts with %r" % (key, other))
        leaves[key] = value
    root = {}
    for key, value in leaves.items():
        node = root
        for part in key[:-1]:
            node = node.setdefault(part, {})
        node[key[-1]] = value
    return root

# --- inputs ---
def random_input(rng):
    pairs = []
    for i in range(rng.randint(0, 5)):
        path = [rng.choice("ab") for _ in range(rng.choice([0, 1, 2, 2, 3]) if rng.random() < 0.95 else 0)]
        if not path and rng.random() < 0.8:
            path = ["c"]
        pairs.append((path, i))
    return (pairs,)
