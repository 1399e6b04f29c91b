# domain: data_transformation
# function: melt_wide_rows_to_long
# query: Unpivot wide rows into long records: for each row and each key other than the id key,
#   emit {id_key: id, "variable": key, "value": value}, rows in order and keys in sorted order.
#   Raise ValueError if a row lacks the id key.

def melt_wide_rows_to_long(rows, id_key):
    records = []
    for row in rows:
        if id_key not in row:
            raise ValueError("missing id key")
        for key in sorted(row):
            if key == id_key:
                continue
            records.append({id_key: row[id_key], "variable": key, "value": row[key]})
    return records

# --- tests ---
import pytest

assert melt_wide_rows_to_long([], "id") == []
assert melt_wide_rows_to_long([{"id": 1}], "id") == []
assert melt_wide_rows_to_long([{"id": 1, "b": 2, "a": 3}], "id") == [{"id": 1, "variable": "a", "value": 3}, {"id": 1, "variable": "b", "value": 2}]
assert melt_wide_rows_to_long([{"id": 1, "x": 0}, {"id": 2, "x": 5}], "id") == [{"id": 1, "variable": "x", "value": 0}, {"id": 2, "variable": "x", "value": 5}]
assert melt_wide_rows_to_long([{"k": "p", "v": None}], "k") == [{"k": "p", "variable": "v", "value": None}]
assert len(melt_wide_rows_to_long([{"id": 1, "a": 1, "b": 2, "c": 3}], "id")) == 3
with pytest.raises(ValueError):
    melt_wide_rows_to_long([{"id": 1}, {"x": 2}], "id")
assert melt_wide_rows_to_long([{0: 5, 1: 6, 2: "r"}], 2) == [{2: "r", "variable": 0, "value": 5}, {2: "r", "variable": 1, "value": 6}]
assert melt_wide_rows_to_long([{0: "r", 1: 5, 2: 6}], 0) == [{0: "r", "variable": 1, "value": 5}, {0: "r", "variable": 2, "value": 6}]
