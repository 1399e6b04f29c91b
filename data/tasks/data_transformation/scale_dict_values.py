# domain: data_transformation
# function: scale_dict_values
# query: Return a new dict with every numeric value of data multiplied by factor and rounded to
#   digits decimals (default 2); non-numeric values (including booleans) are copied unchanged.

def scale_dict_values(data, factor, digits=2):
    result = {}
    for key, value in data.items():
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            result[key] = round(value * factor, digits)
        else:
            result[key] = value
    return result

# --- tests ---
import pytest

assert scale_dict_values({}, 2) == {}
assert scale_dict_values({"a": 1, "b": 2.5}, 2) == {"a": 2, "b": 5.0}
assert scale_dict_values({"a": 1}, 0.333) == {"a": 0.33}
assert scale_dict_values({"a": 1}, 0.333, 3) == {"a": 0.333}
assert scale_dict_values({"a": "x", "b": None, "c": True}, 10) == {"a": "x", "b": None, "c": True}
assert scale_dict_values({"a": -4}, 0.5) == {"a": -2.0}
assert scale_dict_values({"a": 7, "b": [1]}, 3) == {"a": 21, "b": [1]}

# --- implementation 2: copy the dict, overwrite the exact int/float values ---
def scale_dict_values(data, factor, digits=2):
    scaled = dict(data)
    for key, value in data.items():
        if type(value) in (int, float):
            scaled[key] = round(value * factor, digits)
    return scaled

# --- implementation 3: a helper decides per value via numbers.Real, used in a comprehension ---
from numbers import Real


def _scaled(value, factor, digits):
    if isinstance(value, bool) or not isinstance(value, Real):
        return value
    return round(value * factor, digits)


def scale_dict_values(data, factor, digits=2):
    return {key: _scaled(value, factor, digits) for key, value in data.items()}

# --- inputs ---
def random_input(rng):
    pool = [1, 7, -4, 2.5, 0, "x", None, True, False, [1]]
    data = {k: rng.choice(pool) for k in rng.sample("abcd", rng.randint(0, 4))}
    factor = rng.choice([2, 0.333, 0.5, 3, -1, 10])
    if rng.random() < 0.4:
        return (data, factor)
    return (data, factor, rng.choice([0, 1, 2, 3]))
