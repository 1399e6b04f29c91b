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
