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

# --- implementation 2: check the lengths, then zip the columns into rows ---
def column_lists_to_records(columns):
    if not columns:
        return []
    names = list(columns)
    size = len(columns[names[0]])
    if any(len(columns[name]) != size for name in names):
        raise ValueError("column lengths differ")
    return [dict(zip(names, row)) for row in zip(*columns.values())]

# --- implementation 3: fill the row dicts column by column ---
def column_lists_to_records(columns):
    rows = None
    for name, values in columns.items():
        if rows is None:
            rows = [{} for _ in values]
        elif len(values) != len(rows):
            raise ValueError("unequal column lengths")
        for row, value in zip(rows, values):
            row[name] = value
    return rows or []

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 4)
    columns = {}
    for name in rng.sample("abcd", rng.randint(0, 3)):
        size = n if rng.random() < 0.85 else rng.randint(0, 5)
        columns[name] = [rng.randint(0, 9) for _ in range(size)]
    return (columns,)
