# domain: data_transformation
# function: implode_field_to_lists
# query: Group records that agree on all fields except one and collect that field's values into a list
#   (the inverse of exploding); groups keep first-seen order and values keep input order.

def implode_field_to_lists(records, field):
    groups = {}
    for record in records:
        key = tuple(sorted((k, v) for k, v in record.items() if k != field))
        if key not in groups:
            row = {k: v for k, v in record.items() if k != field}
            row[field] = []
            groups[key] = row
        groups[key][field].append(record[field])
    return list(groups.values())

# --- tests ---
import pytest

assert implode_field_to_lists([], "t") == []
assert implode_field_to_lists([{"id": 1, "t": "a"}], "t") == [{"id": 1, "t": ["a"]}]
assert implode_field_to_lists([{"id": 1, "t": "a"}, {"id": 1, "t": "b"}], "t") == [{"id": 1, "t": ["a", "b"]}]
assert implode_field_to_lists([{"id": 2, "t": 5}, {"id": 1, "t": 6}, {"id": 2, "t": 7}], "t") == [{"id": 2, "t": [5, 7]}, {"id": 1, "t": [6]}]
assert implode_field_to_lists([{"a": 1, "b": 1, "t": 0}, {"a": 1, "b": 2, "t": 0}], "t") == [{"a": 1, "b": 1, "t": [0]}, {"a": 1, "b": 2, "t": [0]}]
assert implode_field_to_lists([{"t": 1}, {"t": 2}], "t") == [{"t": [1, 2]}]
assert implode_field_to_lists([{"id": 1, "t": "x"}, {"id": 1, "t": "x"}], "t") == [{"id": 1, "t": ["x", "x"]}]
assert implode_field_to_lists([{0: "a", 1: "x", 2: "b"}, {0: "a", 1: "y", 2: "b"}], 1) == [{0: "a", 2: "b", 1: ["x", "y"]}]

# --- implementation 2: group on a frozenset of the other fields' items ---
def implode_field_to_lists(records, field):
    groups = {}
    for record in records:
        rest = {k: v for k, v in record.items() if k != field}
        key = frozenset(rest.items())
        if key not in groups:
            groups[key] = {**rest, field: []}
        groups[key][field].append(record[field])
    return list(groups.values())

# --- implementation 3: search the output rows for one matching the other fields ---
def implode_field_to_lists(records, field):
    result = []
    for record in records:
        others = {k: v for k, v in record.items() if k != field}
        for row in result:
            if {k: v for k, v in row.items() if k != field} == others:
                row[field].append(record[field])
                break
        else:
            others[field] = [record[field]]
            result.append(others)
    return result

# --- inputs ---
def random_input(rng):
    records = []
    for _ in range(rng.randint(0, 7)):
        rec = {"t": rng.randint(0, 5)}
        for k in rng.sample("ab", rng.randint(1, 2)):
            rec[k] = rng.randint(0, 1)
        records.append(rec)
    return (records, "t")
