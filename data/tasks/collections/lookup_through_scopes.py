# domain: collections
# function: lookup_through_scopes
# query: Given scopes, a chain of dicts ordered from innermost to outermost (like a ChainMap), look
#   up name and return (value, depth) where depth is the index of the first scope that defines
#   it; raise KeyError if no scope defines the name.

def lookup_through_scopes(scopes, name):
    depth = 0
    while depth < len(scopes):
        scope = scopes[depth]
        if name in scope:
            return scope[name], depth
        depth += 1
    raise KeyError(name)

# --- tests ---
import pytest

assert lookup_through_scopes([{"x": 1}], "x") == (1, 0)
assert lookup_through_scopes([{}, {"x": 2}], "x") == (2, 1)
assert lookup_through_scopes([{"x": 1}, {"x": 2}], "x") == (1, 0)
assert lookup_through_scopes([{"a": 0}, {"b": 1}, {"x": None}], "x") == (None, 2)
with pytest.raises(KeyError):
    lookup_through_scopes([], "x")
with pytest.raises(KeyError):
    lookup_through_scopes([{"a": 1}, {"b": 2}], "x")
assert lookup_through_scopes([{"y": 5}, {"x": 3}, {"x": 4}], "x") == (3, 1)

# --- implementation 2: try each scope in order, catching KeyError ---
def lookup_through_scopes(scopes, name):
    for depth, scope in enumerate(scopes):
        try:
            return (scope[name], depth)
        except KeyError:
            continue
    raise KeyError(name)

# --- implementation 3: list the depths that define the name, take the first ---
def lookup_through_scopes(scopes, name):
    depths = [i for i, scope in enumerate(scopes) if name in scope]
    if not depths:
        raise KeyError(name)
    first = depths[0]
    return (scopes[first][name], first)

# --- implementation 4: next() over a generator of the defining depths, -1 when there is none ---
def lookup_through_scopes(scopes, name):
    hits = (d for d in range(len(scopes)) if name in scopes[d])
    depth = next(hits, -1)
    if depth < 0:
        raise KeyError(name)
    return scopes[depth][name], depth

# --- inputs ---
def random_input(rng):
    scopes = []
    for _ in range(rng.randint(0, 4)):
        scopes.append({k: rng.choice([0, 1, None, "v"]) for k in rng.sample("abxy", rng.randint(0, 3))})
    return (scopes, rng.choice(["x", "a", "z"]))
