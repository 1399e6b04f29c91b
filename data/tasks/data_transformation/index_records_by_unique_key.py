# domain: data_transformation
# function: index_records_by_unique_key
# query: Given records (dicts) and a key field (any dict key, e.g. a string or an integer column
#   index), build a dict mapping each record's value for field to the record itself. Raise
#   ValueError when two records share the same key value or when a record lacks the field.

def index_records_by_unique_key(records, field):
    index = {}
    for record in records:
        if field not in record:
            raise ValueError("missing field %r" % field)
        value = record[field]
        if value in index:
            raise ValueError("duplicate key %r" % (value,))
        index[value] = record
    return index

# --- tests ---
import pytest

assert index_records_by_unique_key([], "id") == {}
assert index_records_by_unique_key([{"id": 1, "n": "a"}], "id") == {1: {"id": 1, "n": "a"}}
assert index_records_by_unique_key([{"id": 1}, {"id": 2}], "id") == {1: {"id": 1}, 2: {"id": 2}}
assert index_records_by_unique_key([{"k": "x", "v": 0}, {"k": "y", "v": 1}], "k") == {"x": {"k": "x", "v": 0}, "y": {"k": "y", "v": 1}}
assert index_records_by_unique_key([{"id": None}], "id") == {None: {"id": None}}
assert index_records_by_unique_key([{0: "a", 1: "b", 2: "c"}, {0: "d", 1: "e", 2: "f"}], 1) == {"b": {0: "a", 1: "b", 2: "c"}, "e": {0: "d", 1: "e", 2: "f"}}
with pytest.raises(ValueError):
    index_records_by_unique_key([{"id": 1}, {"id": 1}], "id")
with pytest.raises(ValueError):
    index_records_by_unique_key([{"id": 1}, {"x": 1}], "id")

# --- implementation 2: validate all records, then zip the keys with the records ---
def index_records_by_unique_key(records, field):
    if any(field not in r for r in records):
        raise ValueError("a record lacks the field")
    keys = [r[field] for r in records]
    if len(set(keys)) != len(keys):
        raise ValueError("duplicate key value")
    return dict(zip(keys, records))

# --- implementation 3: insert with try/except, detect duplicates by the final size ---
def index_records_by_unique_key(records, field):
    result = {}
    for record in records:
        try:
            result[record[field]] = record
        except KeyError:
            raise ValueError("record without field %r" % (field,)) from None
    if len(result) != len(records):
        raise ValueError("duplicate key values")
    return result

# --- inputs ---
def random_input(rng):
    records = []
    for i in range(rng.randint(0, 6)):
        rec = {"v": i}
        if rng.random() < 0.93:
            rec["id"] = rng.choice([rng.randint(0, 20), rng.randint(0, 20), None, "a"])
        records.append(rec)
    return (records, "id")
