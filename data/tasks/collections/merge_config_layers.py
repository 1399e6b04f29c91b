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

# --- implementation 2: per layer, drop the keys it sets to None, then update with the rest ---
def merge_config_layers(layers):
    merged = {}
    for layer in layers:
        removed = {k for k, v in layer.items() if v is None}
        merged = {k: v for k, v in merged.items() if k not in removed}
        merged.update((k, v) for k, v in layer.items() if v is not None)
    return merged

# --- implementation 3: key order tracked separately, values read from a ChainMap, newest layer first ---
from collections import ChainMap


def merge_config_layers(layers):
    latest = ChainMap(*reversed(layers))
    present = {}
    for layer in layers:
        for key, value in layer.items():
            if value is None:
                present.pop(key, None)
            else:
                present.setdefault(key, True)
    return {key: latest[key] for key in present}

# --- inputs ---
def random_input(rng):
    layers = []
    for _ in range(rng.randint(0, 4)):
        layers.append({k: rng.choice([None, 0, 1, 2, False, "s"]) for k in rng.sample("abcd", rng.randint(0, 3))})
    return (layers,)
