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
