# domain: data_transformation
# function: flatten_nested_dict
# query: Flatten a nested dict data into a single-level dict whose keys are the nested key paths
#   joined with sep (default "."), each key starting with prefix (default '', no prefix). Empty
#   nested dicts are kept as empty-dict values.

def flatten_nested_dict(data, sep=".", prefix=""):
    flat = {}
    for key, value in data.items():
        full_key = prefix + sep + str(key) if prefix else str(key)
        if isinstance(value, dict) and len(value) > 0:
            flat.update(flatten_nested_dict(value, sep, full_key))
        else:
            flat[full_key] = value
    return flat

# --- tests ---
import pytest

assert flatten_nested_dict({}) == {}
assert flatten_nested_dict({"a": 1}) == {"a": 1}
assert flatten_nested_dict({"a": {"b": 1, "c": 2}, "d": 3}) == {"a.b": 1, "a.c": 2, "d": 3}
assert flatten_nested_dict({"a": {"b": {"c": 1}}}) == {"a.b.c": 1}
assert flatten_nested_dict({"a": {"b": 1}}, "/") == {"a/b": 1}
assert flatten_nested_dict({"a": {}, "b": 2}) == {"a": {}, "b": 2}
assert flatten_nested_dict({1: {2: "x"}}) == {"1.2": "x"}
assert flatten_nested_dict({"a": [1, {"b": 2}]}) == {"a": [1, {"b": 2}]}
