# domain: data_transformation
# function: rename_dict_keys
# query: Return a copy of a dict data with keys renamed according to mapping; keys not in the
#   mapping are kept. Raise ValueError if two keys would end up with the same name.

def rename_dict_keys(data, mapping):
    result = {}
    items = list(data.items())
    for i in range(len(items)):
        key, value = items[i]
        new_key = mapping.get(key, key)
        if new_key in result:
            raise ValueError("duplicate key after rename: %r" % new_key)
        result[new_key] = value
    return result

# --- tests ---
import pytest

assert rename_dict_keys({}, {"a": "b"}) == {}
assert rename_dict_keys({"a": 1}, {}) == {"a": 1}
assert rename_dict_keys({"a": 1, "b": 2}, {"a": "x"}) == {"x": 1, "b": 2}
assert rename_dict_keys({"a": 1, "b": 2}, {"a": "b", "b": "a"}) == {"b": 1, "a": 2}
assert rename_dict_keys({"a": 1}, {"z": "q"}) == {"a": 1}
assert list(rename_dict_keys({"first": 1, "second": 2}, {"first": "zz"})) == ["zz", "second"]
with pytest.raises(ValueError):
    rename_dict_keys({"a": 1, "b": 2}, {"a": "b"})
with pytest.raises(ValueError):
    rename_dict_keys({"a": 1, "b": 2}, {"a": "c", "b": "c"})
assert rename_dict_keys({1: "a", 2: "b"}, {1: 10}) == {10: "a", 2: "b"}

# --- implementation 2: compute all new keys, compare with their set, zip with the values ---
def rename_dict_keys(data, mapping):
    new_keys = [mapping.get(k, k) for k in data]
    if len(set(new_keys)) != len(new_keys):
        raise ValueError("two keys map to the same name")
    return dict(zip(new_keys, data.values()))

# --- implementation 3: build the renamed dict and detect a collision by its size ---
def rename_dict_keys(data, mapping):
    renamed = {}
    for old, value in data.items():
        new = mapping[old] if old in mapping else old
        renamed[new] = value
    if len(renamed) != len(data):
        raise ValueError("rename produced duplicate keys")
    return renamed

# --- inputs ---
def random_input(rng):
    data = {k: i for i, k in enumerate(rng.sample("abcd", rng.randint(0, 4)))}
    mapping = {k: rng.choice("abcxy") for k in rng.sample("abcz", rng.randint(0, 3))}
    return (data, mapping)
