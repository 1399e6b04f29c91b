# domain: collections
# function: dict_is_subset_of
# query: Return True if every key of the dict sub is present in the dict sup with an equal value,
#   where nested dict values are compared by the same subset rule at every level (extra keys in
#   sup are allowed).

def dict_is_subset_of(sub, sup):
    for key, value in sub.items():
        if key not in sup:
            return False
        other = sup[key]
        if isinstance(value, dict) and isinstance(other, dict):
            if not dict_is_subset_of(value, other):
                return False
        elif value != other:
            return False
    return True

# --- tests ---
import pytest

assert dict_is_subset_of({}, {}) is True
assert dict_is_subset_of({}, {"a": 1}) is True
assert dict_is_subset_of({"a": 1}, {}) is False
assert dict_is_subset_of({"a": 1}, {"a": 1, "b": 2}) is True
assert dict_is_subset_of({"a": 1}, {"a": 2}) is False
assert dict_is_subset_of({"a": {"x": 1}}, {"a": {"x": 1, "y": 2}}) is True
assert dict_is_subset_of({"a": {"x": 1, "z": 0}}, {"a": {"x": 1}}) is False
assert dict_is_subset_of({"a": {"x": 1}}, {"a": 5}) is False
assert dict_is_subset_of({"a": None}, {"b": None}) is False
