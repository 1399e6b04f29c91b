# domain: collections
# function: key_with_largest_value
# query: Return the key of a dict d with the largest value; if several keys share the maximum,
#   return the smallest such key. Raise ValueError for an empty dict.

def key_with_largest_value(d):
    if not d:
        raise ValueError("empty dict")
    best_key = None
    for key in sorted(d):
        if best_key is None or d[key] > d[best_key]:
            best_key = key
    return best_key

# --- tests ---
import pytest

assert key_with_largest_value({"a": 1}) == "a"
assert key_with_largest_value({"a": 1, "b": 3, "c": 2}) == "b"
assert key_with_largest_value({"b": 5, "a": 5}) == "a"
assert key_with_largest_value({"x": -1, "y": -2}) == "x"
assert key_with_largest_value({3: 0, 1: 0, 2: 1}) == 2
assert key_with_largest_value({"z": 10, "a": 2}) == "z"
assert key_with_largest_value({"p": 0, "q": 0}) == "p"
with pytest.raises(ValueError):
    key_with_largest_value({})

# --- implementation 2: min over the keys by (negated value, key) ---
def key_with_largest_value(d):
    if len(d) == 0:
        raise ValueError("dict is empty")
    ranked = sorted(d.items(), key=lambda kv: (-kv[1], kv[0]))
    best_key, _ = ranked[0]
    return best_key

# --- implementation 3: find the maximum value, then the smallest key holding it ---
def key_with_largest_value(d):
    if not d:
        raise ValueError("empty dict")
    top = max(d.values())
    tied = [k for k, v in d.items() if v == top]
    return min(tied)

# --- implementation 4: max over the sorted keys keeps the first (smallest) key on ties ---
def key_with_largest_value(d):
    if len(d) == 0:
        raise ValueError("cannot pick a key from an empty dict")
    candidates = sorted(d)
    return max(candidates, key=d.get)

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.08:
        return ({},)
    keys = rng.sample(["a", "b", "c", "p", "q", "z"], rng.randint(1, 6))
    if rng.random() < 0.3:
        keys = rng.sample(range(10), rng.randint(1, 6))
    return ({k: rng.randint(-2, 3) for k in keys},)
