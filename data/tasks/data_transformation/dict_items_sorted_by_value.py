# domain: data_transformation
# function: dict_items_sorted_by_value
# query: Return the (key, value) pairs of a dict data sorted by value, ascending by default
#   (reverse=False) and descending when reverse=True, with ties broken by key in ascending
#   order in both cases; optionally keep only the first limit pairs (limit=None keeps all, a
#   negative limit raises ValueError).

def dict_items_sorted_by_value(data, reverse=False, limit=None):
    if limit is not None and limit < 0:
        raise ValueError("limit must be non-negative")
    if reverse:
        pairs = sorted(data.items(), key=lambda kv: (-kv[1], kv[0]))
    else:
        pairs = sorted(data.items(), key=lambda kv: (kv[1], kv[0]))
    if limit is not None:
        pairs = pairs[:limit]
    return pairs

# --- tests ---
import pytest

assert dict_items_sorted_by_value({}) == []
assert dict_items_sorted_by_value({"a": 3, "b": 1, "c": 2}) == [("b", 1), ("c", 2), ("a", 3)]
assert dict_items_sorted_by_value({"a": 3, "b": 1, "c": 2}, reverse=True) == [("a", 3), ("c", 2), ("b", 1)]
assert dict_items_sorted_by_value({"b": 1, "a": 1}, reverse=True) == [("a", 1), ("b", 1)]
assert dict_items_sorted_by_value({"b": 1, "a": 1}) == [("a", 1), ("b", 1)]
assert dict_items_sorted_by_value({"a": 3, "b": 1, "c": 2}, True, 2) == [("a", 3), ("c", 2)]
assert dict_items_sorted_by_value({"a": 3}, limit=0) == []
with pytest.raises(ValueError):
    dict_items_sorted_by_value({"a": 1}, limit=-1)

# --- implementation 2: sort by key, then a stable sort by value (reverse keeps ties in order) ---
from operator import itemgetter


def dict_items_sorted_by_value(data, reverse=False, limit=None):
    if limit is not None and limit < 0:
        raise ValueError("negative limit")
    pairs = sorted(data.items())
    pairs.sort(key=itemgetter(1), reverse=reverse)
    return pairs[:limit]

# --- implementation 3: a signed key; heapq.nsmallest when only the first limit pairs are wanted ---
import heapq


def dict_items_sorted_by_value(data, reverse=False, limit=None):
    if limit is not None and limit < 0:
        raise ValueError("limit must be >= 0")
    sign = -1 if reverse else 1
    order = lambda kv: (sign * kv[1], kv[0])
    if limit is None:
        return sorted(data.items(), key=order)
    return heapq.nsmallest(limit, data.items(), key=order)

# --- inputs ---
def random_input(rng):
    data = {k: rng.randint(-2, 3) for k in rng.sample("abcdef", rng.randint(0, 6))}
    r = rng.random()
    if r < 0.2:
        return (data,)
    if r < 0.4:
        return (data, rng.choice([True, False]))
    return (data, rng.choice([True, False]), rng.choice([None, -1, 0, 1, 2, 10]))
