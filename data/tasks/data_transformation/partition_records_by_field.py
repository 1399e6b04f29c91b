# domain: data_transformation
# function: partition_records_by_field
# query: Split records into two lists, (matching, rest), where matching holds the records whose field
#   equals the given value; order is preserved and records lacking the field go to rest.

def partition_records_by_field(records, field, value):
    matching = []
    rest = []
    for record in records:
        if field in record and record[field] == value:
            matching.append(record)
        else:
            rest.append(record)
    return matching, rest

# --- tests ---
import pytest

assert partition_records_by_field([], "a", 1) == ([], [])
assert partition_records_by_field([{"a": 1}, {"a": 2}], "a", 1) == ([{"a": 1}], [{"a": 2}])
assert partition_records_by_field([{"b": 1}], "a", 1) == ([], [{"b": 1}])
assert partition_records_by_field([{"a": None}, {}], "a", None) == ([{"a": None}], [{}])
assert partition_records_by_field([{"a": 1, "n": 1}, {"a": 1, "n": 2}], "a", 1) == ([{"a": 1, "n": 1}, {"a": 1, "n": 2}], [])
assert partition_records_by_field([{"a": 2}, {"a": 1}, {"a": 2}], "a", 2) == ([{"a": 2}, {"a": 2}], [{"a": 1}])
assert partition_records_by_field([{"a": "1"}], "a", 1) == ([], [{"a": "1"}])
assert partition_records_by_field([{0: "a", 1: "b", 2: "c"}, {0: "b", 1: "a", 2: "b"}], 1, "b") == ([{0: "a", 1: "b", 2: "c"}], [{0: "b", 1: "a", 2: "b"}])

# --- implementation 2: a predicate applied in two comprehensions ---
def partition_records_by_field(records, field, value):
    def matches(record):
        return field in record and record[field] == value

    matching = [r for r in records if matches(r)]
    rest = [r for r in records if not matches(r)]
    return matching, rest

# --- implementation 3: index a pair of lists by the comparison result, a sentinel for missing ---
def partition_records_by_field(records, field, value):
    missing = object()
    buckets = ([], [])
    for record in records:
        buckets[record.get(field, missing) != value].append(record)
    return buckets

# --- inputs ---
def random_input(rng):
    records = []
    for i in range(rng.randint(0, 6)):
        rec = {"n": i}
        if rng.random() < 0.8:
            rec["a"] = rng.choice([1, 2, "1", None])
        records.append(rec)
    return (records, "a", rng.choice([1, 2, None, "1"]))
