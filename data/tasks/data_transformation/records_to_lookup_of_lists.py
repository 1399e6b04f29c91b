# domain: data_transformation
# function: records_to_lookup_of_lists
# query: From records, build a dict mapping each distinct value of key_field to the list of values
#   of value_field from the matching records, in input order; records missing either field are
#   skipped.

def records_to_lookup_of_lists(records, key_field, value_field):
    lookup = {}
    for i in range(len(records)):
        record = records[i]
        if key_field not in record or value_field not in record:
            continue
        lookup.setdefault(record[key_field], []).append(record[value_field])
    return lookup

# --- tests ---
import pytest

assert records_to_lookup_of_lists([], "k", "v") == {}
assert records_to_lookup_of_lists([{"k": 1, "v": "a"}], "k", "v") == {1: ["a"]}
assert records_to_lookup_of_lists([{"k": 1, "v": "a"}, {"k": 2, "v": "b"}, {"k": 1, "v": "c"}], "k", "v") == {1: ["a", "c"], 2: ["b"]}
assert records_to_lookup_of_lists([{"k": 1}, {"v": 2}], "k", "v") == {}
assert records_to_lookup_of_lists([{"k": 1, "v": None}], "k", "v") == {1: [None]}
assert records_to_lookup_of_lists([{"k": "x", "v": 1}, {"k": "x"}, {"k": "x", "v": 3}], "k", "v") == {"x": [1, 3]}
assert records_to_lookup_of_lists([{"a": 1, "b": 2}], "b", "a") == {2: [1]}

# --- implementation 2: a defaultdict of lists ---
from collections import defaultdict


def records_to_lookup_of_lists(records, key_field, value_field):
    grouped = defaultdict(list)
    for record in records:
        if key_field in record and value_field in record:
            grouped[record[key_field]].append(record[value_field])
    return dict(grouped)

# --- implementation 3: the distinct keys in order, a comprehension of values per key ---
def records_to_lookup_of_lists(records, key_field, value_field):
    usable = [r for r in records if key_field in r and value_field in r]
    lookup = {}
    for k in dict.fromkeys(r[key_field] for r in usable):
        lookup[k] = [r[value_field] for r in usable if r[key_field] == k]
    return lookup

# --- inputs ---
def random_input(rng):
    records = []
    for _ in range(rng.randint(0, 7)):
        records.append({f: rng.choice([1, 2, "x", None]) for f in rng.sample("kvz", rng.randint(0, 3))})
    return (records, "k", rng.choice(["v", "z"]))
