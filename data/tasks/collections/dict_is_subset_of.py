# domain: collections
# function: dict_is_subset_of
# query: Return True if every key of the dict sub is present in the dict sup with an equal value,
#   where nested dict values are compared by the same subset rule at every level (extra keys in
#   sup are allowed).

def dict_is_subset_of(sub, sup):
    for key, value in sub.items():
        if key not in sup:
            return False
        other = sup[key]
        if isinstance(value, dict) and isinstance(other, dict):
            if not dict_is_subset_of(value, other):
                return False
        elif value != other:
            return False
    return True

# --- tests ---
import pytest

assert dict_is_subset_of({}, {}) is True
assert dict_is_subset_of({}, {"a": 1}) is True
assert dict_is_subset_of({"a": 1}, {}) is False
assert dict_is_subset_of({"a": 1}, {"a": 1, "b": 2}) is True
assert dict_is_subset_of({"a": 1}, {"a": 2}) is False
assert dict_is_subset_of({"a": {"x": 1}}, {"a": {"x": 1, "y": 2}}) is True
assert dict_is_subset_of({"a": {"x": 1, "z": 0}}, {"a": {"x": 1}}) is False
assert dict_is_subset_of({"a": {"x": 1}}, {"a": 5}) is False
assert dict_is_subset_of({"a": None}, {"b": None}) is False

# --- implementation 2: recursive predicate with all() ---
def dict_is_subset_of(sub, sup):
    def matches(a, b):
        if isinstance(a, dict) and isinstance(b, dict):
            return all(k in b and matches(v, b[k]) for k, v in a.items())
        return a == b

    return matches(sub, sup)

# --- implementation 3: iterative check with a list of (sub, sup) pairs still to compare ---
def dict_is_subset_of(sub, sup):
    pending = [(sub, sup)]
    while pending:
        small, big = pending.pop()
        for key in small:
            if key not in big:
                return False
            a, b = small[key], big[key]
            if isinstance(a, dict) and isinstance(b, dict):
                pending.append((a, b))
            elif a != b:
                return False
    return True

# --- inputs ---
def random_input(rng):
    def build(depth):
        d = {}
        for key in rng.sample(["a", "b", "c", "x"], rng.randint(0, 3)):
            d[key] = build(depth + 1) if depth < 2 and rng.random() < 0.4 else rng.choice([0, 1, None])
        return d

    def shrink(d):
        out = {}
        for key, value in d.items():
            if rng.random() < 0.7:
                out[key] = shrink(value) if isinstance(value, dict) else value
        return out

    sup = build(0)
    sub = shrink(sup)
    r = rng.random()
    if r < 0.25:
        sub[rng.choice(["a", "b", "z"])] = rng.choice([0, 1, {}, {"a": 0}])
    elif r < 0.4:
        sub = build(0)
    return (sub, sup)
