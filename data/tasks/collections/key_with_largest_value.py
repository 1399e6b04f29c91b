# domain: collections
# function: key_with_largest_value
# query: Return the key of a dict d with the largest value; if several keys share the maximum,
#   return the smallest such key. Raise ValueError for an empty dict.

def key_with_largest_value(d):
    if not d:
        raise ValueError("empty dict")
    best_key = None
    for key in sorted(d):
        if best_key is None or d[key] > d[best_key]:
            best_key = key
    return best_key

# --- tests ---
import pytest

assert key_with_largest_value({"a": 1}) == "a"
assert key_with_largest_value({"a": 1, "b": 3, "c": 2}) == "b"
assert key_with_largest_value({"b": 5, "a": 5}) == "a"
assert key_with_largest_value({"x": -1, "y": -2}) == "x"
assert key_with_largest_value({3: 0, 1: 0, 2: 1}) == 2
assert key_with_largest_value({"z": 10, "a": 2}) == "z"
assert key_with_largest_value({"p": 0, "q": 0}) == "p"
with pytest.raises(ValueError):
    key_with_largest_value({})
