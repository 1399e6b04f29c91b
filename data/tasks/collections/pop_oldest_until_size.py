# domain: collections
# function: pop_oldest_until_size
# query: Trim an insertion-ordered dict data to at most max_size entries by removing the oldest
#   (first inserted) keys, returning (trimmed_dict, list_of_removed_keys) without modifying the
#   input. Raise ValueError when max_size is negative.

def pop_oldest_until_size(data, max_size):
    if max_size < 0:
        raise ValueError("max_size must be non-negative")
    trimmed = dict(data)
    removed = []
    while len(trimmed) > max_size:
        oldest = next(iter(trimmed))
        del trimmed[oldest]
        removed.append(oldest)
    return trimmed, removed

# --- tests ---
import pytest

assert pop_oldest_until_size({}, 0) == ({}, [])
assert pop_oldest_until_size({"a": 1}, 1) == ({"a": 1}, [])
assert pop_oldest_until_size({"a": 1, "b": 2, "c": 3}, 2) == ({"b": 2, "c": 3}, ["a"])
assert pop_oldest_until_size({"a": 1, "b": 2, "c": 3}, 0) == ({}, ["a", "b", "c"])
assert pop_oldest_until_size({"z": 1, "a": 2}, 1) == ({"a": 2}, ["z"])
assert pop_oldest_until_size({"a": 1}, 5) == ({"a": 1}, [])
with pytest.raises(ValueError):
    pop_oldest_until_size({"a": 1}, -1)

# --- implementation 2: split the key list at len - max_size ---
def pop_oldest_until_size(data, max_size):
    if max_size < 0:
        raise ValueError("negative max_size")
    keys = list(data)
    cut = max(0, len(keys) - max_size)
    kept = {key: data[key] for key in keys[cut:]}
    return (kept, keys[:cut])

# --- implementation 3: itertools.islice over the items, skipping the excess oldest ones ---
from itertools import islice


def pop_oldest_until_size(data, max_size):
    if max_size < 0:
        raise ValueError("max_size must not be negative")
    excess = max(len(data) - max_size, 0)
    removed = list(islice(data, excess))
    trimmed = dict(islice(data.items(), excess, None))
    return (trimmed, removed)

# --- inputs ---
def random_input(rng):
    keys = rng.sample(["a", "b", "c", "z", "y", "m"], rng.randint(0, 6))
    data = {k: rng.randint(0, 9) for k in keys}
    size = rng.choice([0, 1, len(data), len(data) - 1, len(data) + 2, rng.randint(0, 6)])
    if rng.random() < 0.08:
        size = -rng.randint(1, 3)
    return (data, size)
