# domain: collections
# function: deep_merge_dicts
# query: Merge two dicts, base and override, into a new dict: keys from override win, except that
#   when both values are dicts they are themselves deep-merged the same way, at any depth.
#   Neither input is modified.

def deep_merge_dicts(base, override):
    result = dict(base)
    for key, value in override.items():
        if key in result and isinstance(result[key], dict) and isinstance(value, dict):
            result[key] = deep_merge_dicts(result[key], value)
        else:
            result[key] = value
    return result

# --- tests ---
import pytest

assert deep_merge_dicts({}, {}) == {}
assert deep_merge_dicts({"a": 1, "b": 2}, {"b": 3}) == {"a": 1, "b": 3}
assert deep_merge_dicts({"a": {"x": 1, "y": 2}}, {"a": {"y": 5, "z": 6}}) == {"a": {"x": 1, "y": 5, "z": 6}}
assert deep_merge_dicts({"a": {"x": 1}}, {"a": 7}) == {"a": 7}
assert deep_merge_dicts({"a": 7}, {"a": {"x": 1}}) == {"a": {"x": 1}}
assert deep_merge_dicts({"a": {"b": {"c": 1, "d": 2}}}, {"a": {"b": {"c": 9}}}) == {"a": {"b": {"c": 9, "d": 2}}}
assert deep_merge_dicts({1: {"x": 1}, 2: {"y": 2}}, {1: {"z": 3}}) == {1: {"x": 1, "z": 3}, 2: {"y": 2}}
assert deep_merge_dicts({1: {"a": 1}, 2: {"a": 2}, 3: {"a": 3}}, {2: {"b": 0}}) == {1: {"a": 1}, 2: {"a": 2, "b": 0}, 3: {"a": 3}}

# --- implementation 2: walk the key union in order and decide each key's value ---
def deep_merge_dicts(base, override):
    merged = {}
    for key in list(base) + [k for k in override if k not in base]:
        if key not in override:
            merged[key] = base[key]
        elif key in base and isinstance(base[key], dict) and isinstance(override[key], dict):
            merged[key] = deep_merge_dicts(base[key], override[key])
        else:
            merged[key] = override[key]
    return merged

# --- implementation 3: iterative merge with a list of (target copy, source) pairs ---
def deep_merge_dicts(base, override):
    result = dict(base)
    pending = [(result, override)]
    while pending:
        target, source = pending.pop()
        for key, value in source.items():
            current = target.get(key)
            if key in target and isinstance(current, dict) and isinstance(value, dict):
                target[key] = dict(current)
                pending.append((target[key], value))
            else:
                target[key] = value
    return result

# --- inputs ---
def random_input(rng):
    def build(depth):
        d = {}
        for key in rng.sample(["a", "b", "c", 1, 2], rng.randint(0, 3)):
            if depth < 3 and rng.random() < 0.45:
                d[key] = build(depth + 1)
            else:
                d[key] = rng.choice([0, 1, 7, None, "x"])
        return d

    return (build(0), build(0))
