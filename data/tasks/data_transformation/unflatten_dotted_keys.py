# domain: data_transformation
# function: unflatten_dotted_keys
# query: Turn flat, a dict with separator-joined keys (sep, default "."), back into nested dicts.
#   Raise ValueError when a key path conflicts with an existing non-dict value (e.g. both "a"
#   and "a.b").

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
