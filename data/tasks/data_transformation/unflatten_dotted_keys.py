# domain: data_transformation
# function: unflatten_dotted_keys
# query: Turn flat, a dict with separator-joined keys (sep, default "."), back into nested dicts.
#   Raise ValueError when one key's path is a prefix of another key's path, so a value and a
#   nested dict would share a place (e.g. both "a" and "a.b", in either order).

def unflatten_dotted_keys(flat, sep="."):
    result = {}
    for key, value in flat.items():
        parts = key.split(sep)
        node = result
        for part in parts[:-1]:
            if part not in node:
                node[part] = {}
            elif not isinstance(node[part], dict):
                raise ValueError("conflict at %r" % key)
            node = node[part]
        if parts[-1] in node:
            raise ValueError("conflict at %r" % key)
        node[parts[-1]] = value
    return result

# --- tests ---
import pytest

assert unflatten_dotted_keys({}) == {}
assert unflatten_dotted_keys({"a": 1}) == {"a": 1}
assert unflatten_dotted_keys({"a.b": 1, "a.c": 2, "d": 3}) == {"a": {"b": 1, "c": 2}, "d": 3}
assert unflatten_dotted_keys({"x.y.z": 0}) == {"x": {"y": {"z": 0}}}
assert unflatten_dotted_keys({"a/b": 1, "a/c": 2}, "/") == {"a": {"b": 1, "c": 2}}
assert unflatten_dotted_keys({"a.b": 1}, "/") == {"a.b": 1}
with pytest.raises(ValueError):
    unflatten_dotted_keys({"a": 1, "a.b": 2})
with pytest.raises(ValueError):
    unflatten_dotted_keys({"a.b": 2, "a": 1})

# --- implementation 2: reject keys whose path is a prefix of another path, then build ---
def unflatten_dotted_keys(flat, sep="."):
    paths = [key.split(sep) for key in flat]
    full = {tuple(p) for p in paths}
    for p in paths:
        for i in range(1, len(p)):
            if tuple(p[:i]) in full:
                raise ValueError("conflict at %r" % sep.join(p))
    result = {}
    for p, value in zip(paths, flat.values()):
        node = result
        for part in p[:-1]:
            node = node.setdefault(part, {})
        node[p[-1]] = value
    return result

# --- implementation 3: group by the first part, recurse on the remainders ---
def unflatten_dotted_keys(flat, sep="."):
    grouped = {}
    for key, value in flat.items():
        head, found, rest = key.partition(sep)
        grouped.setdefault(head, []).append((rest if found else None, value))
    result = {}
    for head, entries in grouped.items():
        if len(entries) == 1 and entries[0][0] is None:
            result[head] = entries[0][1]
        elif any(rest is None for rest, _ in entries):
            raise ValueError("conflict at %r" % head)
        else:
            result[head] = unflatten_dotted_keys(dict(entries), sep)
    return result

# --- inputs ---
def random_input(rng):
    sep = rng.choice([".", ".", "/"])
    keys = set()
    for _ in range(rng.randint(0, 5)):
        keys.add(sep.join(rng.choice("abc") for _ in range(rng.choice([1, 2, 2, 3]))))
    keys = sorted(keys)
    rng.shuffle(keys)
    flat = {k: i for i, k in enumerate(keys)}
    if rng.random() < 0.5:
        return (flat,) if sep == "." else (flat, sep)
    return (flat, sep)
