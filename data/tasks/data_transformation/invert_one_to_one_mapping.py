# domain: data_transformation
# function: invert_one_to_one_mapping
# query: Invert a dict whose values are unique and hashable, returning value -> key. Raise ValueError
#   when two keys share a value, since the mapping would not be invertible.

def invert_one_to_one_mapping(mapping):
    inverted = {}
    for key, value in mapping.items():
        inverted[value] = key
    if len(inverted) < len(mapping):
        raise ValueError("duplicate value")
    return inverted

# --- tests ---
import pytest

assert invert_one_to_one_mapping({}) == {}
assert invert_one_to_one_mapping({"a": 1}) == {1: "a"}
assert invert_one_to_one_mapping({"a": 1, "b": 2}) == {1: "a", 2: "b"}
assert invert_one_to_one_mapping({1: "x", 2: "y", 3: "z"}) == {"x": 1, "y": 2, "z": 3}
assert invert_one_to_one_mapping({"n": None}) == {None: "n"}
with pytest.raises(ValueError):
    invert_one_to_one_mapping({"a": 1, "b": 1})
with pytest.raises(ValueError):
    invert_one_to_one_mapping({"a": 0, "b": 1, "c": 0})
