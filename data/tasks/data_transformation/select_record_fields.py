# domain: data_transformation
# function: select_record_fields
# query: Project a list of dict records onto a list of field names, returning new dicts with exactly
#   those fields in the given order; missing fields get the fill value (default None).

def select_record_fields(records, fields, fill=None):
    projected = []
    for i in range(len(records)):
        record = records[i]
        row = {}
        for field in fields:
            if field in record:
                row[field] = record[field]
            else:
                row[field] = fill
        projected.append(row)
    return projected

# --- tests ---
import pytest

assert select_record_fields([], ["a"]) == []
assert select_record_fields([{"a": 1, "b": 2}], []) == [{}]
assert select_record_fields([{"a": 1, "b": 2, "c": 3}], ["c", "a"]) == [{"c": 3, "a": 1}]
assert list(select_record_fields([{"a": 1, "b": 2}], ["b", "a"])[0]) == ["b", "a"]
assert select_record_fields([{"a": 1}], ["a", "z"]) == [{"a": 1, "z": None}]
assert select_record_fields([{"a": 1}, {"b": 2}], ["a"], 0) == [{"a": 1}, {"a": 0}]
assert select_record_fields([{"a": None}], ["a"], 5) == [{"a": None}]
assert select_record_fields([{0: "a", 1: "b", 2: "c"}], [1]) == [{1: "b"}]

# --- implementation 2: a dict comprehension with get per record ---
def select_record_fields(records, fields, fill=None):
    projected = []
    for record in records:
        projected.append({f: record.get(f, fill) for f in fields})
    return projected

# --- implementation 3: start from dict.fromkeys(fields, fill) and update with the present fields ---
def select_record_fields(records, fields, fill=None):
    result = []
    for record in records:
        row = dict.fromkeys(fields, fill)
        row.update((f, record[f]) for f in fields if f in record)
        result.append(row)
    return result

# --- inputs ---
def random_input(rng):
    records = [{k: rng.choice([1, None, "v"]) for k in rng.sample("abc", rng.randint(0, 3))} for _ in range(rng.randint(0, 4))]
    fields = rng.sample("cabz", rng.randint(0, 4))
    if rng.random() < 0.4:
        return (records, fields)
    return (records, fields, rng.choice([0, None, "-"]))
