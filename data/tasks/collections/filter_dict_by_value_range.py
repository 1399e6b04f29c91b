# domain: collections
# function: filter_dict_by_value_range
# query: Return a new dict containing only the entries of d whose numeric value lies in the
#   inclusive range [low, high]; keep the original key order. Raise ValueError when low > high.

def filter_dict_by_value_range(d, low, high):
    if low > high:
        raise ValueError("low must not exceed high")
    result = {}
    for key, value in d.items():
        if low <= value <= high:
            result[key] = value
    return result

# --- tests ---
import pytest

assert filter_dict_by_value_range({}, 0, 1) == {}
assert filter_dict_by_value_range({"a": 1, "b": 5, "c": 10}, 1, 5) == {"a": 1, "b": 5}
assert filter_dict_by_value_range({"a": 0, "b": 11}, 1, 10) == {}
assert filter_dict_by_value_range({"a": 3}, 3, 3) == {"a": 3}
assert filter_dict_by_value_range({"a": 2.5, "b": -1}, -1, 2) == {"b": -1}
assert list(filter_dict_by_value_range({"z": 1, "a": 1}, 0, 2)) == ["z", "a"]
with pytest.raises(ValueError):
    filter_dict_by_value_range({"a": 1}, 2, 1)
assert filter_dict_by_value_range({"a": 4, "b": 6}, 5, 5) == {}
