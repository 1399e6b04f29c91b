# domain: data_transformation
# function: select_record_fields
# query: Project a list of dict records onto a list of field names, returning new dicts with exactly
#   those fields in the given order; missing fields get the fill value (default None).

def select_record_fields(records, fields, fill=None):
    projected = []
    for i in range(len(records)):
        record = records[i]
        row = {}
        for field in fields:
            if field in record:
                row[field] = record[field]
            else:
                row[field] = fill
        projected.append(row)
    return projected

# --- tests ---
import pytest

assert select_record_fields([], ["a"]) == []
assert select_record_fields([{"a": 1, "b": 2}], []) == [{}]
assert select_record_fields([{"a": 1, "b": 2, "c": 3}], ["c", "a"]) == [{"c": 3, "a": 1}]
assert list(select_record_fields([{"a": 1, "b": 2}], ["b", "a"])[0]) == ["b", "a"]
assert select_record_fields([{"a": 1}], ["a", "z"]) == [{"a": 1, "z": None}]
assert select_record_fields([{"a": 1}, {"b": 2}], ["a"], 0) == [{"a": 1}, {"a": 0}]
assert select_record_fields([{"a": None}], ["a"], 5) == [{"a": None}]
assert select_record_fields([{0: "a", 1: "b", 2: "c"}], [1]) == [{1: "b"}]
