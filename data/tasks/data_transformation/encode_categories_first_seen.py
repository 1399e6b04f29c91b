# domain: data_transformation
# function: encode_categories_first_seen
# query: Encode a list of categorical values as integer codes assigned in order of first appearance
#   (starting at 0); return (codes, mapping) where mapping maps value -> code.

def encode_categories_first_seen(values):
    mapping = {}
    codes = []
    next_code = 0
    for i in range(len(values)):
        v = values[i]
        if v not in mapping:
            mapping[v] = next_code
            next_code += 1
        codes.append(mapping[v])
    return codes, mapping

# --- tests ---
import pytest

assert encode_categories_first_seen([]) == ([], {})
assert encode_categories_first_seen(["x"]) == ([0], {"x": 0})
assert encode_categories_first_seen(["b", "a", "b", "c"]) == ([0, 1, 0, 2], {"b": 0, "a": 1, "c": 2})
assert encode_categories_first_seen([5, 5, 5]) == ([0, 0, 0], {5: 0})
assert encode_categories_first_seen(["p", "q", "r", "p"]) == ([0, 1, 2, 0], {"p": 0, "q": 1, "r": 2})
assert encode_categories_first_seen([None, 1]) == ([0, 1], {None: 0, 1: 1})
assert encode_categories_first_seen([1, 2]) == ([0, 1], {1: 0, 2: 1})

# --- implementation 2: distinct values in order via dict.fromkeys, numbered with enumerate ---
def encode_categories_first_seen(values):
    order = list(dict.fromkeys(values))
    mapping = {value: code for code, value in enumerate(order)}
    codes = [mapping[value] for value in values]
    return codes, mapping

# --- implementation 3: setdefault with the current mapping size as the new code ---
def encode_categories_first_seen(values):
    mapping = {}
    codes = []
    for v in values:
        codes.append(mapping.setdefault(v, len(mapping)))
    return codes, mapping

# --- implementation 4: an ordered list of categories, codes by list.index ---
def encode_categories_first_seen(values):
    order = []
    for v in values:
        if v not in order:
            order.append(v)
    codes = [order.index(v) for v in values]
    return codes, {v: i for i, v in enumerate(order)}

# --- implementation 5: linear search of a list of seen categories, a new one coded by the list's length ---
def encode_categories_first_seen(values):
    seen = []
    codes = []
    for v in values:
        matches = [k for k, s in enumerate(seen) if s == v]
        if matches:
            codes.append(matches[0])
        else:
            codes.append(len(seen))
            seen.append(v)
    return codes, dict(zip(seen, range(len(seen))))

# --- inputs ---
def random_input(rng):
    return ([rng.choice(["a", "b", "c", None, 5, 7]) for _ in range(rng.randint(0, 10))],)
