# domain: data_transformation
# function: diff_two_records
# query: Compare two dicts, old and new, and return a dict with sorted lists "added" (keys only in
#   new), "removed" (keys only in old) and "changed" (keys in both with different values).

def diff_two_records(old, new):
    added = []
    removed = []
    changed = []
    for key in new:
        if key not in old:
            added.append(key)
        elif old[key] != new[key]:
            changed.append(key)
    for key in old:
        if key not in new:
            removed.append(key)
    return {"added": sorted(added), "removed": sorted(removed), "changed": sorted(changed)}

# --- tests ---
import pytest

assert diff_two_records({}, {}) == {"added": [], "removed": [], "changed": []}
assert diff_two_records({"a": 1}, {"a": 1}) == {"added": [], "removed": [], "changed": []}
assert diff_two_records({}, {"b": 1, "a": 2}) == {"added": ["a", "b"], "removed": [], "changed": []}
assert diff_two_records({"a": 1, "c": 3}, {}) == {"added": [], "removed": ["a", "c"], "changed": []}
assert diff_two_records({"a": 1, "b": 2}, {"a": 1, "b": 3}) == {"added": [], "removed": [], "changed": ["b"]}
assert diff_two_records({"x": 1, "y": 2, "z": 0}, {"y": 5, "z": 0, "w": 9}) == {"added": ["w"], "removed": ["x"], "changed": ["y"]}
assert diff_two_records({"a": None}, {"a": 0}) == {"added": [], "removed": [], "changed": ["a"]}
assert diff_two_records({0: 0, 1: 1, 2: 2, 3: 3, 4: 4}, {1: 1, 2: 5, 3: 3}) == {"added": [], "removed": [0, 4], "changed": [2]}

# --- implementation 2: set operations on the key sets ---
def diff_two_records(old, new):
    old_keys, new_keys = set(old), set(new)
    changed = [k for k in old_keys & new_keys if old[k] != new[k]]
    return {
        "added": sorted(new_keys - old_keys),
        "removed": sorted(old_keys - new_keys),
        "changed": sorted(changed),
    }

# --- implementation 3: classify each key of the sorted union ---
def diff_two_records(old, new):
    result = {"added": [], "removed": [], "changed": []}
    for key in sorted(set(old) | set(new)):
        if key not in old:
            result["added"].append(key)
        elif key not in new:
            result["removed"].append(key)
        elif old[key] != new[key]:
            result["changed"].append(key)
    return result

# --- inputs ---
def random_input(rng):
    def rec():
        return {k: rng.choice([0, 1, None, "x"]) for k in rng.sample("abcdef", rng.randint(0, 5))}
    return (rec(), rec())
