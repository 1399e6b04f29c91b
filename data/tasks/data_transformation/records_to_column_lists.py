# domain: data_transformation
# function: records_to_column_lists
# query: Convert a list of dicts records into a dict of column lists. The columns are the union of
#   all keys in first-seen order; missing values are filled with fill (default None).

def records_to_column_lists(records, fill=None):
    columns = {}
    for record in records:
        for key in record:
            if key not in columns:
                columns[key] = []
    for i in range(len(records)):
        record = records[i]
        for key in columns:
            columns[key].append(record.get(key, fill))
    return columns

# --- tests ---
import pytest

assert records_to_column_lists([]) == {}
assert records_to_column_lists([{"a": 1}]) == {"a": [1]}
assert records_to_column_lists([{"a": 1, "b": 2}, {"a": 3, "b": 4}]) == {"a": [1, 3], "b": [2, 4]}
assert records_to_column_lists([{"a": 1}, {"b": 2}]) == {"a": [1, None], "b": [None, 2]}
assert records_to_column_lists([{"a": 1}, {"b": 2}], 0) == {"a": [1, 0], "b": [0, 2]}
assert list(records_to_column_lists([{"z": 1}, {"a": 1, "z": 2}])) == ["z", "a"]
assert records_to_column_lists([{}, {"k": 5}]) == {"k": [None, 5]}
