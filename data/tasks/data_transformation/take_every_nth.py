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

# --- implementation 2: an extended slice ---
def take_every_nth(items, n, offset=0):
    if n < 1:
        raise ValueError("n < 1")
    if offset < 0:
        raise ValueError("negative offset")
    return items[offset::n]

# --- implementation 3: keep the positions at offset plus a multiple of n ---
def take_every_nth(items, n, offset=0):
    if n < 1 or offset < 0:
        raise ValueError("need n >= 1 and offset >= 0")
    picked = []
    for i, item in enumerate(items):
        if i >= offset and (i - offset) % n == 0:
            picked.append(item)
    return picked

# --- implementation 4: itertools.islice with a step ---
from itertools import islice


def take_every_nth(items, n, offset=0):
    if n < 1 or offset < 0:
        raise ValueError("n must be >= 1 and offset >= 0")
    return list(islice(items, offset, None, n))

# --- inputs ---
def random_input(rng):
    items = list(range(10, 10 + rng.randint(0, 9)))
    n = rng.choice([0, 1, 2, 3, 5])
    if rng.random() < 0.3:
        return (items, n)
    return (items, n, rng.choice([-1, 0, 1, 2, len(items), len(items) + 1]))
