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

# --- implementation 2: column names with dict.fromkeys, then one column at a time ---
def records_to_column_lists(records, fill=None):
    names = list(dict.fromkeys(key for record in records for key in record))
    columns = {}
    for name in names:
        columns[name] = [record.get(name, fill) for record in records]
    return columns

# --- implementation 3: one pass; a new column is back-filled for the earlier records ---
def records_to_column_lists(records, fill=None):
    columns = {}
    for i, record in enumerate(records):
        for key in record:
            if key not in columns:
                columns[key] = [fill] * i
        for key, column in columns.items():
            column.append(record.get(key, fill))
    return columns

# --- inputs ---
def random_input(rng):
    records = [{k: rng.randint(0, 9) for k in rng.sample("zab", rng.randint(0, 3))} for _ in range(rng.randint(0, 5))]
    if rng.random() < 0.4:
        return (records,)
    return (records, rng.choice([0, "", None]))
