# domain: data_transformation
# function: nested_dict_from_path_pairs
# query: Build a nested dict from a list of (path, value) pairs where each path is a list of keys;
#   raise ValueError if a path is empty or conflicts with a value already placed on its way.

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
