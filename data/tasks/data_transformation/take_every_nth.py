# domain: data_transformation
# function: take_every_nth
# query: From a list items, return every n-th element starting at offset (default 0): items[offset],
#   items[offset+n], ... Raise ValueError if n < 1 or offset < 0; an offset past the end gives
#   [].

def take_every_nth(items, n, offset=0):
    if n < 1:
        raise ValueError("n must be positive")
    if offset < 0:
        raise ValueError("offset must be non-negative")
    result = []
    i = offset
    while i < len(items):
        result.append(items[i])
        i += n
    return result

# --- tests ---
import pytest

assert take_every_nth([], 2) == []
assert take_every_nth([1, 2, 3, 4, 5], 2) == [1, 3, 5]
assert take_every_nth([1, 2, 3, 4, 5], 2, 1) == [2, 4]
assert take_every_nth([1, 2, 3], 1) == [1, 2, 3]
assert take_every_nth([1, 2, 3], 5, 2) == [3]
assert take_every_nth([1, 2, 3], 1, 3) == []
with pytest.raises(ValueError):
    take_every_nth([1], 0)
with pytest.raises(ValueError):
    take_every_nth([1], 1, -1)
