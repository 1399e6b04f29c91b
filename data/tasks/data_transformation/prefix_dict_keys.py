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

# --- implementation 2: startswith decides whether the key keeps its name ---
def prefix_dict_keys(data, prefix, force=False):
    renamed = {}
    for key, value in data.items():
        name = str(key)
        keep = name.startswith(prefix) and not force
        renamed[name if keep else prefix + name] = value
    return renamed

# --- implementation 3: a nested naming function used in a dict comprehension ---
def prefix_dict_keys(data, prefix, force=False):
    def new_name(key):
        text = str(key)
        if force or not text.startswith(prefix):
            return prefix + text
        return text

    return {new_name(k): v for k, v in data.items()}

# --- inputs ---
def random_input(rng):
    keys = rng.sample(["a", "x_a", "x_", "b", 1, "pa", "p", "x"], rng.randint(0, 4))
    data = {k: rng.randint(0, 9) for k in keys}
    prefix = rng.choice(["x_", "p", "", "x"])
    if rng.random() < 0.4:
        return (data, prefix)
    return (data, prefix, rng.choice([True, False]))
