# domain: data_transformation
# function: pivot_long_records_to_wide
# query: Pivot long-format records (dicts) into wide rows keyed by the index field: one row per
#   distinct index entry (in first-seen order), with a key for each entry of the column field
#   holding the record's value field. Raise ValueError when the same (index, column) pair
#   appears twice.

def pivot_long_records_to_wide(records, index, column, value):
    rows = {}
    for i in range(len(records)):
        record = records[i]
        row_key = record[index]
        if row_key not in rows:
            rows[row_key] = {index: row_key}
        row = rows[row_key]
        col = record[column]
        if col in row:
            raise ValueError("duplicate entry for %r/%r" % (row_key, col))
        row[col] = record[value]
    return list(rows.values())

# --- tests ---
import pytest

assert pivot_long_records_to_wide([], "d", "k", "v") == []
assert pivot_long_records_to_wide([{"d": 1, "k": "t", "v": 20}], "d", "k", "v") == [{"d": 1, "t": 20}]
assert pivot_long_records_to_wide([{"d": 1, "k": "t", "v": 20}, {"d": 1, "k": "h", "v": 50}, {"d": 2, "k": "t", "v": 22}], "d", "k", "v") == [{"d": 1, "t": 20, "h": 50}, {"d": 2, "t": 22}]
assert pivot_long_records_to_wide([{"id": "b", "f": "x", "n": 1}, {"id": "a", "f": "x", "n": 2}], "id", "f", "n") == [{"id": "b", "x": 1}, {"id": "a", "x": 2}]
assert pivot_long_records_to_wide([{"d": 1, "k": "a", "v": None}], "d", "k", "v") == [{"d": 1, "a": None}]
with pytest.raises(ValueError):
    pivot_long_records_to_wide([{"d": 1, "k": "t", "v": 1}, {"d": 1, "k": "t", "v": 2}], "d", "k", "v")
assert pivot_long_records_to_wide([{"d": 1, "k": "t", "v": 1}, {"d": 2, "k": "t", "v": 2}], "d", "k", "v") == [{"d": 1, "t": 1}, {"d": 2, "t": 2}]
assert pivot_long_records_to_wide([{0: "r", 1: "c", 2: 5}], 0, 1, 2) == [{0: "r", "c": 5}]

# --- implementation 2: a set of seen (index, column) pairs, rows created with setdefault ---
def pivot_long_records_to_wide(records, index, column, value):
    seen = set()
    rows = {}
    for record in records:
        pair = (record[index], record[column])
        if pair in seen:
            raise ValueError("duplicate (index, column) pair %r" % (pair,))
        seen.add(pair)
        rows.setdefault(record[index], {index: record[index]})[record[column]] = record[value]
    return list(rows.values())

# --- implementation 3: collect (column, value) cells per index, then build each row ---
def pivot_long_records_to_wide(records, index, column, value):
    cells = {}
    for record in records:
        cells.setdefault(record[index], []).append((record[column], record[value]))
    wide = []
    for key, entries in cells.items():
        row = {index: key}
        for col, val in entries:
            if col in row:
                raise ValueError("duplicate entry for %r/%r" % (key, col))
            row[col] = val
        wide.append(row)
    return wide

# --- inputs ---
def random_input(rng):
    records = [{"d": rng.randint(1, 3), "k": rng.choice("thx"), "v": i} for i in range(rng.randint(0, 6))]
    return (records, "d", "k", "v")
