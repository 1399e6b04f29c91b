# domain: collections
# function: get_nested_value_by_path
# query: Look up a value in data, nested dicts and lists, following path, a list of keys/indices;
#   return default (None unless given) when any step is missing (absent key, out-of-range
#   index, or a non-container value). Negative list indices are treated as missing.

def get_nested_value_by_path(data, path, default=None):
    current = data
    for step in path:
        if isinstance(current, dict):
            if step not in current:
                return default
            current = current[step]
        elif isinstance(current, list):
            if not isinstance(step, int) or step < 0 or step >= len(current):
                return default
            current = current[step]
        else:
            return default
    return current

# --- tests ---
import pytest

assert get_nested_value_by_path({"a": {"b": 2}}, ["a", "b"]) == 2
assert get_nested_value_by_path({"a": [10, 20, 30]}, ["a", 2]) == 30
assert get_nested_value_by_path({"a": [10, 20, 30]}, ["a", 3], "none") == "none"
assert get_nested_value_by_path({"a": [10, 20]}, ["a", 0]) == 10
assert get_nested_value_by_path({"a": [10, 20]}, ["a", -1], 0) == 0
assert get_nested_value_by_path({"a": 1}, ["a", "b"], "d") == "d"
assert get_nested_value_by_path({"a": 1}, [], "d") == {"a": 1}
assert get_nested_value_by_path({"a": {"b": 2}}, ["x"], 5) == 5
assert get_nested_value_by_path([{"k": [1, {"z": 9}]}], [0, "k", 1, "z"]) == 9
assert get_nested_value_by_path({"a": ["x"]}, ["a", "0"], "bad") == "bad"
