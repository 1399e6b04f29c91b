# domain: validation
# function: check_all_required_keys_types
# query: Validate a dict data against a schema mapping key -> expected type: every schema key must
#   be present and its value an instance of the type (bool is not accepted where int is
#   expected). Return a sorted list of error strings "missing:<key>" or "type:<key>"; [] means
#   valid.

def check_all_required_keys_types(data, schema):
    errors = []
    for key, expected in schema.items():
        if key not in data:
            errors.append("missing:" + key)
            continue
        value = data[key]
        if expected is int and isinstance(value, bool):
            errors.append("type:" + key)
        elif not isinstance(value, expected):
            errors.append("type:" + key)
    return sorted(errors)

# --- tests ---
import pytest

assert check_all_required_keys_types({}, {}) == []
assert check_all_required_keys_types({"a": 1}, {"a": int}) == []
assert check_all_required_keys_types({}, {"a": int}) == ["missing:a"]
assert check_all_required_keys_types({"a": "1"}, {"a": int}) == ["type:a"]
assert check_all_required_keys_types({"a": True}, {"a": int}) == ["type:a"]
assert check_all_required_keys_types({"a": True}, {"a": bool}) == []
assert check_all_required_keys_types({"b": 2.5, "extra": 0}, {"b": float, "a": str}) == ["missing:a"]
assert check_all_required_keys_types({"z": 1, "y": None}, {"z": str, "y": str, "x": int}) == ["missing:x", "type:y", "type:z"]

# --- implementation 2: comprehension of errors per key, type(value) checked against bool ---
def check_all_required_keys_types(data, schema):
    def problem(key, kind):
        if key not in data:
            return "missing:" + key
        value = data[key]
        bad_bool = kind is int and type(value) is bool
        return "type:" + key if bad_bool or not isinstance(value, kind) else None
    errors = [problem(k, t) for k, t in schema.items()]
    return sorted(e for e in errors if e is not None)

# --- implementation 3: two lists, missing and mistyped, merged and sorted ---
def check_all_required_keys_types(data, schema):
    missing = ["missing:%s" % k for k in schema if k not in data]
    wrong = []
    for key in schema.keys() & data.keys():
        value, kind = data[key], schema[key]
        if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
            wrong.append("type:%s" % key)
    return sorted(missing + wrong)

# --- inputs ---
def random_input(rng):
    keys = ["a", "b", "x", "y", "z"]
    types = [int, str, float, bool, list]
    values = [1, 0, True, False, "1", "", 2.5, None, [], [1]]
    schema = {k: rng.choice(types) for k in rng.sample(keys, rng.randint(0, 4))}
    data = {k: rng.choice(values) for k in rng.sample(keys, rng.randint(0, 5))}
    return (data, schema)
