# domain: data_transformation
# function: prefix_dict_keys
# query: Return a copy of a dict data with prefix added to every key (keys converted to str); keys
#   that already start with the prefix are left as they are unless force=True (the default
#   force=False skips them).

def prefix_dict_keys(data, prefix, force=False):
    result = {}
    for key, value in data.items():
        text = str(key)
        if text[:len(prefix)] == prefix and not force:
            result[text] = value
        else:
            result[prefix + text] = value
    return result

# --- tests ---
import pytest

assert prefix_dict_keys({}, "x_") == {}
assert prefix_dict_keys({"a": 1, "b": 2}, "x_") == {"x_a": 1, "x_b": 2}
assert prefix_dict_keys({"x_a": 1}, "x_") == {"x_a": 1}
assert prefix_dict_keys({"x_a": 1}, "x_", force=True) == {"x_x_a": 1}
assert prefix_dict_keys({1: "one"}, "n") == {"n1": "one"}
assert prefix_dict_keys({"a": 1}, "") == {"a": 1}
assert prefix_dict_keys({"pa": 0, "b": 1}, "p") == {"pa": 0, "pb": 1}
