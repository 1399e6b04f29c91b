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

# --- implementation 2: check the values are distinct first, then a comprehension ---
def invert_one_to_one_mapping(mapping):
    values = list(mapping.values())
    if len(set(values)) != len(values):
        raise ValueError("values are not unique")
    return {value: key for key, value in mapping.items()}

# --- implementation 3: fail as soon as a value is seen again ---
def invert_one_to_one_mapping(mapping):
    result = {}
    for key in mapping:
        value = mapping[key]
        if value in result:
            raise ValueError("value %r appears more than once" % (value,))
        result[value] = key
    return result

# --- implementation 4: zip the values with the keys, then compare sizes ---
def invert_one_to_one_mapping(mapping):
    inverted = dict(zip(mapping.values(), mapping.keys()))
    if len(inverted) != len(mapping):
        raise ValueError("mapping is not one-to-one")
    return inverted

# --- inputs ---
def random_input(rng):
    keys = rng.sample("abcdef", rng.randint(0, 5))
    return ({k: rng.choice([0, 1, 2, 3, 4, 5, 6, 7, None, "x"]) for k in keys},)
