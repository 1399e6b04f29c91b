# domain: data_transformation
# function: flatten_nested_dict
# query: Flatten a nested dict data into a single-level dict whose keys are the nested key paths
#   joined with sep (default "."), each key starting with prefix (default '', no prefix). Empty
#   nested dicts are kept as empty-dict values.

def flatten_nested_dict(data, sep=".", prefix=""):
    flat = {}
    for key, value in data.items():
        full_key = prefix + sep + str(key) if prefix else str(key)
        if isinstance(value, dict) and len(value) > 0:
            flat.update(flatten_nested_dict(value, sep, full_key))
        else:
            flat[full_key] = value
    return flat

# --- tests ---
import pytest

assert flatten_nested_dict({}) == {}
assert flatten_nested_dict({"a": 1}) == {"a": 1}
assert flatten_nested_dict({"a": {"b": 1, "c": 2}, "d": 3}) == {"a.b": 1, "a.c": 2, "d": 3}
assert flatten_nested_dict({"a": {"b": {"c": 1}}}) == {"a.b.c": 1}
assert flatten_nested_dict({"a": {"b": 1}}, "/") == {"a/b": 1}
assert flatten_nested_dict({"a": {}, "b": 2}) == {"a": {}, "b": 2}
assert flatten_nested_dict({1: {2: "x"}}) == {"1.2": "x"}
assert flatten_nested_dict({"a": [1, {"b": 2}]}) == {"a": [1, {"b": 2}]}

# --- implementation 2: a generator of (key path, value) pairs joined at the end ---
def _leaves(node, path):
    for key, value in node.items():
        here = path + (str(key),)
        if isinstance(value, dict) and value:
            yield from _leaves(value, here)
        else:
            yield here, value


def flatten_nested_dict(data, sep=".", prefix=""):
    start = (prefix,) if prefix else ()
    return {sep.join(path): value for path, value in _leaves(data, start)}

# --- implementation 3: a stack of (key prefix, items iterator) ---
def flatten_nested_dict(data, sep=".", prefix=""):
    flat = {}
    stack = [(prefix, iter(data.items()))]
    while stack:
        base, it = stack[-1]
        for key, value in it:
            name = base + sep + str(key) if base else str(key)
            if isinstance(value, dict) and value:
                stack.append((name, iter(value.items())))
                break
            flat[name] = value
        else:
            stack.pop()
    return flat

# --- inputs ---
def _tree(rng, depth):
    node = {}
    for key in rng.sample(["a", "b", "c", 1, 2], rng.randint(0, 3)):
        if depth > 0 and rng.random() < 0.5:
            node[key] = _tree(rng, depth - 1)
        else:
            node[key] = rng.choice([0, 1, None, [1, {"b": 2}], "x"])
    return node


def random_input(rng):
    data = _tree(rng, 3)
    r = rng.random()
    if r < 0.4:
        return (data,)
    if r < 0.7:
        return (data, rng.choice([".", "/", "__"]))
    return (data, rng.choice([".", "/"]), rng.choice(["", "root", "p"]))
