# domain: data_transformation
# function: column_lists_to_records
# query: Convert a dict of equal-length column lists into a list of row dicts. Raise ValueError
#   when the columns have different lengths; an empty dict gives [].

def column_lists_to_records(columns):
    if not columns:
        return []
    lengths = {len(values) for values in columns.values()}
    if len(lengths) != 1:
        raise ValueError("columns differ in length")
    n = lengths.pop()
    records = []
    for i in range(n):
        records.append({key: values[i] for key, values in columns.items()})
    return records

# --- tests ---
import pytest

assert column_lists_to_records({}) == []
assert column_lists_to_records({"a": []}) == []
assert column_lists_to_records({"a": [1]}) == [{"a": 1}]
assert column_lists_to_records({"a": [1, 2], "b": ["x", "y"]}) == [{"a": 1, "b": "x"}, {"a": 2, "b": "y"}]
assert column_lists_to_records({"a": [1, 2, 3]}) == [{"a": 1}, {"a": 2}, {"a": 3}]
with pytest.raises(ValueError):
    column_lists_to_records({"a": [1, 2], "b": [1]})
with pytest.raises(ValueError):
    column_lists_to_records({"a": [], "b": [1]})
