# domain: data_transformation
# function: sort_records_multi_key
# query: Sort a list of dict records by several fields, given as keys, a list of (field, descending)
#   pairs in priority order; the sort is stable and the input is not modified.

def sort_records_multi_key(records, keys):
    result = list(records)
    for i in range(len(keys) - 1, -1, -1):
        field, descending = keys[i]
        result.sort(key=lambda r: r[field], reverse=descending)
    return result

# --- tests ---
import pytest

assert sort_records_multi_key([], [("a", False)]) == []
assert sort_records_multi_key([{"a": 2}, {"a": 1}], [("a", False)]) == [{"a": 1}, {"a": 2}]
assert sort_records_multi_key([{"a": 2}, {"a": 1}], [("a", True)]) == [{"a": 2}, {"a": 1}]
assert sort_records_multi_key([{"a": 1, "b": 1}, {"a": 0, "b": 2}, {"a": 1, "b": 3}], [("a", True), ("b", False)]) == [{"a": 1, "b": 1}, {"a": 1, "b": 3}, {"a": 0, "b": 2}]
assert sort_records_multi_key([{"a": 1, "b": 1}, {"a": 0, "b": 2}, {"a": 1, "b": 3}], [("a", False), ("b", True)]) == [{"a": 0, "b": 2}, {"a": 1, "b": 3}, {"a": 1, "b": 1}]
assert sort_records_multi_key([{"a": 1, "n": "x"}, {"a": 1, "n": "y"}], [("a", True)]) == [{"a": 1, "n": "x"}, {"a": 1, "n": "y"}]
assert sort_records_multi_key([{"a": 3}, {"a": 1}], []) == [{"a": 3}, {"a": 1}]
