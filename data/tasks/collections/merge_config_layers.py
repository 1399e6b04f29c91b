# domain: collections
# function: merge_config_layers
# query: Merge configuration layers given from lowest to highest precedence into one flat dict; later
#   layers override earlier ones, but a value of None in a layer deletes the key from the result.

def merge_config_layers(layers):
    merged = {}
    for layer in layers:
        for key, value in layer.items():
            if value is None:
                merged.pop(key, None)
            else:
                merged[key] = value
    return merged

# --- tests ---
import pytest

assert merge_config_layers([]) == {}
assert merge_config_layers([{"a": 1}]) == {"a": 1}
assert merge_config_layers([{"a": 1}, {"a": 2, "b": 3}]) == {"a": 2, "b": 3}
assert merge_config_layers([{"a": 1, "b": 2}, {"a": None}]) == {"b": 2}
assert merge_config_layers([{"a": None}, {"b": 1}]) == {"b": 1}
assert merge_config_layers([{"a": 1}, {"a": None}, {"a": 3}]) == {"a": 3}
assert merge_config_layers([{"x": 0}, {"x": False}]) == {"x": False}
assert merge_config_layers([{1: "a", 2: "b"}, {2: "c", 3: None}]) == {1: "a", 2: "c"}
assert merge_config_layers([{1: 1, 2: 2, 3: 3}, {2: None}]) == {1: 1, 3: 3}
