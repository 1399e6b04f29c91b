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

# --- implementation 2: copy the dict, then delete the entries outside the bounds ---
def filter_dict_by_value_range(d, low, high):
    if high < low:
        raise ValueError("empty range")
    result = dict(d)
    for key, value in d.items():
        if value < low or value > high:
            del result[key]
    return result

# --- implementation 3: filter() over the items with a predicate, then dict() ---
def filter_dict_by_value_range(d, low, high):
    if low > high:
        raise ValueError("low is greater than high")

    def in_range(item):
        return low <= item[1] <= high

    return dict(filter(in_range, d.items()))

# --- inputs ---
def random_input(rng):
    d = {k: rng.choice([rng.randint(-3, 12), rng.randint(-3, 12) + 0.5]) for k in rng.sample("abcdefgz", rng.randint(0, 7))}
    low = rng.randint(-3, 8)
    high = low + rng.choice([0, 1, 3, rng.randint(0, 10)])
    if rng.random() < 0.08:
        low, high = high + 1, low
    return (d, low, high)
