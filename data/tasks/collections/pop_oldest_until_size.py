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
