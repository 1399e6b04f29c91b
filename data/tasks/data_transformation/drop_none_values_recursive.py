# domain: data_transformation
# function: drop_none_values_recursive
# query: Return a copy of obj, a nested structure of dicts and lists, with every None removed at any
#   depth: dict entries whose value is None are dropped and None items are removed from lists.

def drop_none_values_recursive(obj):
    if isinstance(obj, dict):
        cleaned = {}
        for key, value in obj.items():
            if value is None:
                continue
            cleaned[key] = drop_none_values_recursive(value)
        return cleaned
    if isinstance(obj, list):
        return [drop_none_values_recursive(v) for v in obj if v is not None]
    return obj

# --- tests ---
import pytest

assert drop_none_values_recursive({}) == {}
assert drop_none_values_recursive({"a": None}) == {}
assert drop_none_values_recursive({"a": 1, "b": None}) == {"a": 1}
assert drop_none_values_recursive([1, None, 2]) == [1, 2]
assert drop_none_values_recursive({"a": {"b": None, "c": [None, {"d": None, "e": 0}]}}) == {"a": {"c": [{"e": 0}]}}
assert drop_none_values_recursive({"a": 0, "b": False, "c": ""}) == {"a": 0, "b": False, "c": ""}
assert drop_none_values_recursive(5) == 5
assert drop_none_values_recursive(None) is None
