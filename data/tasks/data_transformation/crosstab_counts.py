# domain: data_transformation
# function: crosstab_counts
# query: Build a cross-tabulation of counts from records: a dict mapping each value of row_field
#   (sorted) to a dict mapping each value of col_field (sorted, all columns present) to how many
#   records have that combination.

def crosstab_counts(records, row_field, col_field):
    row_values = sorted({r[row_field] for r in records})
    col_values = sorted({r[col_field] for r in records})
    table = {}
    for rv in row_values:
        table[rv] = {cv: 0 for cv in col_values}
    for r in records:
        table[r[row_field]][r[col_field]] += 1
    return table

# --- tests ---
import pytest

assert crosstab_counts([], "a", "b") == {}
assert crosstab_counts([{"a": "x", "b": 1}], "a", "b") == {"x": {1: 1}}
assert crosstab_counts([{"a": "x", "b": 1}, {"a": "y", "b": 2}, {"a": "x", "b": 1}], "a", "b") == {"x": {1: 2, 2: 0}, "y": {1: 0, 2: 1}}
assert list(crosstab_counts([{"a": "z", "b": 1}, {"a": "m", "b": 1}], "a", "b")) == ["m", "z"]
assert list(crosstab_counts([{"a": 1, "b": "q"}, {"a": 1, "b": "c"}], "a", "b")[1]) == ["c", "q"]
assert crosstab_counts([{"g": "f", "s": "y"}, {"g": "m", "s": "n"}, {"g": "f", "s": "n"}, {"g": "f", "s": "y"}], "g", "s") == {"f": {"n": 1, "y": 2}, "m": {"n": 1, "y": 0}}
assert crosstab_counts([{"a": 0, "b": 0}] * 3, "a", "b") == {0: {0: 3}}
assert crosstab_counts([{"a": "x", "b": 1}, {"a": "y", "b": 2}], "a", "b")["x"][2] == 0

# --- implementation 2: count (row, col) pairs with a Counter and lay them out ---
from collections import Counter


def crosstab_counts(records, row_field, col_field):
    pairs = Counter((r[row_field], r[col_field]) for r in records)
    rows = sorted({a for a, _ in pairs})
    cols = sorted({b for _, b in pairs})
    return {a: {b: pairs[(a, b)] for b in cols} for a in rows}

# --- implementation 3: walk the records in row order, creating zero rows on first sight ---
def crosstab_counts(records, row_field, col_field):
    columns = sorted(set(r[col_field] for r in records))
    table = {}
    for r in sorted(records, key=lambda rec: rec[row_field]):
        counts = table.setdefault(r[row_field], dict.fromkeys(columns, 0))
        counts[r[col_field]] += 1
    return table

# --- inputs ---
def random_input(rng):
    records = [{"a": rng.choice("xyz"), "b": rng.randint(0, 3), "c": rng.choice("pq")} for _ in range(rng.randint(0, 8))]
    row, col = rng.choice([("a", "b"), ("b", "a"), ("a", "c"), ("c", "b")])
    return (records, row, col)
