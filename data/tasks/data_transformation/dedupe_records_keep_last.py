# domain: data_transformation
# function: dedupe_records_keep_last
# query: Remove records (dicts) with a duplicate value in a key field, keeping the LAST record for each
#   key but placing it at the position where that key first appeared.

def dedupe_records_keep_last(records, field):
    latest = {}
    order = []
    for i in range(len(records)):
        record = records[i]
        key = record[field]
        if key not in latest:
            order.append(key)
        latest[key] = record
    return [latest[key] for key in order]

# --- tests ---
import pytest

assert dedupe_records_keep_last([], "id") == []
assert dedupe_records_keep_last([{"id": 1, "v": "a"}], "id") == [{"id": 1, "v": "a"}]
assert dedupe_records_keep_last([{"id": 1, "v": "a"}, {"id": 2, "v": "b"}, {"id": 1, "v": "c"}], "id") == [{"id": 1, "v": "c"}, {"id": 2, "v": "b"}]
assert dedupe_records_keep_last([{"k": "x", "n": 1}, {"k": "x", "n": 2}, {"k": "x", "n": 3}], "k") == [{"k": "x", "n": 3}]
assert dedupe_records_keep_last([{"id": 2}, {"id": 1}], "id") == [{"id": 2}, {"id": 1}]
assert dedupe_records_keep_last([{"id": None, "v": 1}, {"id": None, "v": 2}], "id") == [{"id": None, "v": 2}]
assert dedupe_records_keep_last([{"id": 1, "v": 0}, {"id": 2, "v": 0}, {"id": 2, "v": 9}, {"id": 3, "v": 0}], "id") == [{"id": 1, "v": 0}, {"id": 2, "v": 9}, {"id": 3, "v": 0}]
assert dedupe_records_keep_last([{0: "a", 1: 1, 2: "x"}, {0: "b", 1: 1, 2: "y"}], 1) == [{0: "b", 1: 1, 2: "y"}]

# --- implementation 2: a dict keeps a key's first position when its value is overwritten ---
def dedupe_records_keep_last(records, field):
    latest = {}
    for record in records:
        latest[record[field]] = record
    return list(latest.values())

# --- implementation 3: replace the record in place at the key's first slot ---
def dedupe_records_keep_last(records, field):
    result = []
    slot = {}
    for record in records:
        key = record[field]
        if key in slot:
            result[slot[key]] = record
        else:
            slot[key] = len(result)
            result.append(record)
    return result

# --- implementation 4: first positions from a forward pass, last records from a backward pass ---
def dedupe_records_keep_last(records, field):
    first_index = {}
    for i, record in enumerate(records):
        first_index.setdefault(record[field], i)
    last = {}
    for record in reversed(records):
        last.setdefault(record[field], record)
    return [last[key] for key in sorted(first_index, key=first_index.get)]

# --- inputs ---
def random_input(rng):
    records = [{"id": rng.choice([1, 2, 3, None]), "v": i} for i in range(rng.randint(0, 8))]
    return (records, "id")
