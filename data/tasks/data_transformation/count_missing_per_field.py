# domain: data_transformation
# function: count_missing_per_field
# query: For a list of dict records and a list of expected fields, return a dict mapping each field to
#   the number of records in which it is absent or None (fields in the given order).

def count_missing_per_field(records, fields):
    missing = {field: 0 for field in fields}
    for record in records:
        for field in fields:
            if record.get(field) is None:
                missing[field] += 1
    return missing

# --- tests ---
import pytest

assert count_missing_per_field([], ["a"]) == {"a": 0}
assert count_missing_per_field([{"a": 1}], []) == {}
assert count_missing_per_field([{"a": 1}, {"a": None}, {}], ["a"]) == {"a": 2}
assert count_missing_per_field([{"a": 0, "b": ""}], ["a", "b"]) == {"a": 0, "b": 0}
assert count_missing_per_field([{"a": 1}, {"b": 2}], ["a", "b", "c"]) == {"a": 1, "b": 1, "c": 2}
assert list(count_missing_per_field([], ["z", "a"])) == ["z", "a"]
assert count_missing_per_field([{"x": False}], ["x"]) == {"x": 0}
