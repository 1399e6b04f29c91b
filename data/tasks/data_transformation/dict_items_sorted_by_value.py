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
