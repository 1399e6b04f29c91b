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

# --- implementation 2: one code path for both containers over (key, value) pairs ---
def drop_none_values_recursive(obj):
    if isinstance(obj, dict):
        pairs = obj.items()
    elif isinstance(obj, list):
        pairs = enumerate(obj)
    else:
        return obj
    kept = [(k, drop_none_values_recursive(v)) for k, v in pairs if v is not None]
    if isinstance(obj, dict):
        return dict(kept)
    return [v for _, v in kept]

# --- implementation 3: deep copy, then prune the copy in place ---
import copy


def _prune(node):
    if isinstance(node, dict):
        for key in [k for k, v in node.items() if v is None]:
            del node[key]
        children = list(node.values())
    elif isinstance(node, list):
        node[:] = [v for v in node if v is not None]
        children = node
    else:
        return
    for child in children:
        _prune(child)


def drop_none_values_recursive(obj):
    result = copy.deepcopy(obj)
    _prune(result)
    return result

# --- inputs ---
def _nested(rng, depth):
    r = rng.random()
    if depth <= 0 or r < 0.35:
        return rng.choice([None, None, 0, False, "", 1, "x", (1, None)])
    children = [_nested(rng, depth - 1) for _ in range(rng.randint(0, 4))]
    if r < 0.7:
        return {"k%d" % i: c for i, c in enumerate(children)}
    return children


def random_input(rng):
    return (_nested(rng, 3),)
