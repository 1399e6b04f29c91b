# domain: collections
# function: invert_dict_to_lists
# query: Invert a dict mapping so that each original value maps to the sorted list of keys that had
#   that value. Values must be hashable.

def invert_dict_to_lists(mapping):
    inverted = {}
    items = list(mapping.items())
    for i in range(len(items)):
        key = items[i][0]
        value = items[i][1]
        if value not in inverted:
            inverted[value] = []
        inverted[value].append(key)
    for value in inverted:
        inverted[value].sort()
    return inverted

# --- tests ---
import pytest

assert invert_dict_to_lists({}) == {}
assert invert_dict_to_lists({"a": 1}) == {1: ["a"]}
assert invert_dict_to_lists({"b": 1, "a": 1, "c": 2}) == {1: ["a", "b"], 2: ["c"]}
assert invert_dict_to_lists({1: "x", 2: "y", 3: "x"}) == {"x": [1, 3], "y": [2]}
assert invert_dict_to_lists({"z": 0, "y": 0, "x": 0}) == {0: ["x", "y", "z"]}
assert invert_dict_to_lists({"p": 5, "q": 6}) == {5: ["p"], 6: ["q"]}
assert invert_dict_to_lists({3: None, 1: None}) == {None: [1, 3]}

# --- implementation 2: setdefault per value, then sort every list in place ---
def invert_dict_to_lists(mapping):
    inverted = {}
    for key, value in mapping.items():
        inverted.setdefault(value, []).append(key)
    for keys in inverted.values():
        keys.sort()
    return inverted

# --- implementation 3: distinct values in first-seen order, sorted keys gathered for each ---
def invert_dict_to_lists(mapping):
    values = list(dict.fromkeys(mapping.values()))
    result = {}
    for value in values:
        result[value] = sorted(k for k, v in mapping.items() if v == value)
    return result

# --- implementation 4: walk the items sorted by key so lists come out sorted, then restore value order ---
def invert_dict_to_lists(mapping):
    grouped = {}
    for key, value in sorted(mapping.items(), key=lambda kv: kv[0]):
        grouped.setdefault(value, []).append(key)
    first_seen = dict.fromkeys(mapping.values())
    return {value: grouped[value] for value in first_seen}

# --- inputs ---
def random_input(rng):
    keys = rng.sample(["a", "b", "c", "p", "q", "z"], rng.randint(0, 6))
    if rng.random() < 0.3:
        keys = rng.sample(range(10), rng.randint(0, 6))
    return ({k: rng.choice([0, 1, 2, "x", None]) for k in keys},)
