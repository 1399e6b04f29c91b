# domain: data_transformation
# function: partition_records_by_field
# query: Split records into two lists, (matching, rest), where matching holds the records whose field
#   equals the given value; order is preserved and records lacking the field go to rest.

def partition_records_by_field(records, field, value):
    matching = []
    rest = []
    for record in records:
        if field in record and record[field] == value:
            matching.append(record)
        else:
            rest.append(record)
    return matching, rest

# --- tests ---
import pytest

assert partition_records_by_field([], "a", 1) == ([], [])
assert partition_records_by_field([{"a": 1}, {"a": 2}], "a", 1) == ([{"a": 1}], [{"a": 2}])
assert partition_records_by_field([{"b": 1}], "a", 1) == ([], [{"b": 1}])
assert partition_records_by_field([{"a": None}, {}], "a", None) == ([{"a": None}], [{}])
assert partition_records_by_field([{"a": 1, "n": 1}, {"a": 1, "n": 2}], "a", 1) == ([{"a": 1, "n": 1}, {"a": 1, "n": 2}], [])
assert partition_records_by_field([{"a": 2}, {"a": 1}, {"a": 2}], "a", 2) == ([{"a": 2}, {"a": 2}], [{"a": 1}])
assert partition_records_by_field([{"a": "1"}], "a", 1) == ([], [{"a": "1"}])
assert partition_records_by_field([{0: "a", 1: "b", 2: "c"}, {0: "b", 1: "a", 2: "b"}], 1, "b") == ([{0: "a", 1: "b", 2: "c"}], [{0: "b", 1: "a", 2: "b"}])
