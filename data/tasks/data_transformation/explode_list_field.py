# domain: data_transformation
# function: explode_list_field
# query: Explode records on a list-valued field: each record is repeated once per element of that
#   field, with the field replaced by the element. Records whose list is empty are dropped by
#   default (keep_empty=False); with keep_empty=True they are kept once with the field set to
#   None.

def explode_list_field(records, field, keep_empty=False):
    result = []
    for record in records:
        values = record[field]
        if not values:
            if keep_empty:
                row = dict(record)
                row[field] = None
                result.append(row)
            continue
        for v in values:
            row = dict(record)
            row[field] = v
            result.append(row)
    return result

# --- tests ---
import pytest

assert explode_list_field([], "t") == []
assert explode_list_field([{"id": 1, "t": ["a", "b"]}], "t") == [{"id": 1, "t": "a"}, {"id": 1, "t": "b"}]
assert explode_list_field([{"id": 1, "t": []}], "t") == []
assert explode_list_field([{"id": 1, "t": []}], "t", keep_empty=True) == [{"id": 1, "t": None}]
assert explode_list_field([{"id": 1, "t": [5]}, {"id": 2, "t": [6, 7]}], "t") == [{"id": 1, "t": 5}, {"id": 2, "t": 6}, {"id": 2, "t": 7}]
assert explode_list_field([{"t": ["x"]}], "t", True) == [{"t": "x"}]
assert (lambda r: (explode_list_field(r, "t"), r))([{"t": [1]}]) == ([{"t": 1}], [{"t": [1]}])
assert explode_list_field([{0: [9], 1: [5, 6], 2: [7]}], 1) == [{0: [9], 1: 5, 2: [7]}, {0: [9], 1: 6, 2: [7]}]
assert explode_list_field([{0: [1], 1: [], 2: [3]}], 1, True) == [{0: [1], 1: None, 2: [3]}]

# --- implementation 2: an empty list becomes [None] when kept, then one merged dict per element ---
def explode_list_field(records, field, keep_empty=False):
    result = []
    for record in records:
        values = record[field]
        if not values and keep_empty:
            values = [None]
        result.extend({**record, field: v} for v in values)
    return result

# --- implementation 3: a generator yielding the exploded rows ---
def _exploded(records, field, keep_empty):
    for record in records:
        values = list(record[field]) or ([None] if keep_empty else [])
        for v in values:
            row = record.copy()
            row[field] = v
            yield row


def explode_list_field(records, field, keep_empty=False):
    return list(_exploded(records, field, keep_empty))

# --- inputs ---
def random_input(rng):
    records = []
    for i in range(rng.randint(0, 4)):
        records.append({"id": i, "t": [rng.randint(0, 9) for _ in range(rng.choice([0, 0, 1, 2, 3]))], "z": i * 2})
    if rng.random() < 0.3:
        return (records, "t")
    return (records, "t", rng.choice([True, False]))
