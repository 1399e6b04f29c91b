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
