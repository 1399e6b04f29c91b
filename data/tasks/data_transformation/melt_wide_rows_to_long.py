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

# --- implementation 2: validate every row first, then one comprehension ---
def melt_wide_rows_to_long(rows, id_key):
    if any(id_key not in row for row in rows):
        raise ValueError("a row has no id key")
    return [
        {id_key: row[id_key], "variable": key, "value": row[key]}
        for row in rows
        for key in sorted(row)
        if key != id_key
    ]

# --- implementation 3: sorted (key, value) items of each row without the id ---
def melt_wide_rows_to_long(rows, id_key):
    out = []
    for row in rows:
        try:
            ident = row[id_key]
        except KeyError:
            raise ValueError("row without %r" % (id_key,)) from None
        others = sorted(((k, v) for k, v in row.items() if k != id_key), key=lambda kv: kv[0])
        out.extend({id_key: ident, "variable": k, "value": v} for k, v in others)
    return out

# --- inputs ---
def random_input(rng):
    rows = []
    for i in range(rng.randint(0, 4)):
        row = {k: rng.randint(0, 9) for k in rng.sample("cab", rng.randint(0, 3))}
        if rng.random() < 0.92:
            row["id"] = i
        rows.append(row)
    return (rows, "id")
