# domain: data_transformation
# function: replace_values_via_mapping
# query: Replace each element of a list values using the lookup dict mapping; elements not in the
#   dict are kept unchanged by default (strict=False), while with strict=True an unmapped
#   element raises KeyError. Returns a new list.

def replace_values_via_mapping(values, mapping, strict=False):
    result = []
    for i in range(len(values)):
        v = values[i]
        if v in mapping:
            result.append(mapping[v])
        elif strict:
            raise KeyError(v)
        else:
            result.append(v)
    return result

# --- tests ---
import pytest

assert replace_values_via_mapping([], {"a": 1}) == []
assert replace_values_via_mapping(["a", "b"], {"a": 1}) == [1, "b"]
assert replace_values_via_mapping(["a", "a"], {"a": None}) == [None, None]
assert replace_values_via_mapping([1, 2, 3], {}) == [1, 2, 3]
assert replace_values_via_mapping(["x", "y"], {"x": "y", "y": "x"}) == ["y", "x"]
assert replace_values_via_mapping(["a"], {"a": 2}, strict=True) == [2]
with pytest.raises(KeyError):
    replace_values_via_mapping(["a", "b"], {"a": 1}, strict=True)
assert replace_values_via_mapping([0, 1], {0: False}) == [False, 1]
assert replace_values_via_mapping([2], {1: "a", 2: "b", 3: "c"}) == ["b"]

# --- implementation 2: check for unmapped values when strict, then dict.get with the value itself ---
def replace_values_via_mapping(values, mapping, strict=False):
    if strict:
        missing = [v for v in values if v not in mapping]
        if missing:
            raise KeyError(missing[0])
    return [mapping.get(v, v) for v in values]

# --- implementation 3: try the lookup, keep the value on KeyError unless strict ---
def replace_values_via_mapping(values, mapping, strict=False):
    out = []
    for v in values:
        try:
            out.append(mapping[v])
        except KeyError:
            if strict:
                raise
            out.append(v)
    return out

# --- implementation 4: copy the list, then overwrite the mapped positions in place ---
def replace_values_via_mapping(values, mapping, strict=False):
    result = list(values)
    for index, v in enumerate(values):
        if v not in mapping:
            if strict:
                raise KeyError(v)
            continue
        result[index] = mapping[v]
    return result

# --- inputs ---
def random_input(rng):
    values = [rng.choice(["a", "b", "x", 0, 1]) for _ in range(rng.randint(0, 6))]
    mapping = {k: rng.choice([1, None, "y", False]) for k in rng.sample(["a", "x", 0, 2], rng.randint(0, 3))}
    if rng.random() < 0.4:
        return (values, mapping)
    return (values, mapping, rng.choice([True, False]))
