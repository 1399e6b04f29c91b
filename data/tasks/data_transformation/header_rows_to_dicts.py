# domain: data_transformation
# function: header_rows_to_dicts
# query: Convert a table given as a list of rows whose first row is the header into a list of dicts.
#   Short rows are padded with None; raise ValueError for a row longer than the header or for
#   duplicate header names (message containing 'duplicate'). An empty table gives [].

def header_rows_to_dicts(rows):
    if not rows:
        return []
    header = rows[0]
    if len(set(header)) != len(header):
        raise ValueError("duplicate header")
    records = []
    for row in rows[1:]:
        if len(row) > len(header):
            raise ValueError("row too long")
        padded = list(row) + [None] * (len(header) - len(row))
        records.append(dict(zip(header, padded)))
    return records

# --- tests ---
import pytest

assert header_rows_to_dicts([]) == []
assert header_rows_to_dicts([["a", "b"]]) == []
assert header_rows_to_dicts([["a", "b"], [1, 2], [3, 4]]) == [{"a": 1, "b": 2}, {"a": 3, "b": 4}]
assert header_rows_to_dicts([["a", "b"], [1]]) == [{"a": 1, "b": None}]
assert header_rows_to_dicts([["a", "b"], []]) == [{"a": None, "b": None}]
with pytest.raises(ValueError):
    header_rows_to_dicts([["a"], [1, 2]])
with pytest.raises(ValueError, match="duplicate"):
    header_rows_to_dicts([["a", "a"], [1, 2]])
