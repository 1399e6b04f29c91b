# domain: data_transformation
# function: count_missing_per_field
# query: For a list of dict records and a list of expected fields, return a dict mapping each field to
#   the number of records in which it is absent or None (fields in the given order).

def count_missing_per_field(records, fields):
    missing = {field: 0 for field in fields}
    for record in records:
        for field in fields:
            if record.get(field) is None:
                missing[field] += 1
    return missing

# --- tests ---
import pytest

assert count_missing_per_field([], ["a"]) == {"a": 0}
assert count_missing_per_field([{"a": 1}], []) == {}
assert count_missing_per_field([{"a": 1}, {"a": None}, {}], ["a"]) == {"a": 2}
assert count_missing_per_field([{"a": 0, "b": ""}], ["a", "b"]) == {"a": 0, "b": 0}
assert count_missing_per_field([{"a": 1}, {"b": 2}], ["a", "b", "c"]) == {"a": 1, "b": 1, "c": 2}
assert list(count_missing_per_field([], ["z", "a"])) == ["z", "a"]
assert count_missing_per_field([{"x": False}], ["x"]) == {"x": 0}

# --- implementation 2: per field, subtract the records that have a real value ---
def count_missing_per_field(records, fields):
    counts = {}
    for field in fields:
        present = [r for r in records if r.get(field) is not None]
        counts[field] = len(records) - len(present)
    return counts

# --- implementation 3: a Counter fed with each record's missing fields ---
from collections import Counter


def count_missing_per_field(records, fields):
    tally = Counter()
    for record in records:
        tally.update(f for f in fields if record.get(f) is None)
    return {f: tally[f] for f in fields}

# --- inputs ---
def random_input(rng):
    records = []
    for _ in range(rng.randint(0, 5)):
        records.append({f: rng.choice([None, 0, "", False, 1]) for f in rng.sample("abcd", rng.randint(0, 4))})
    return (records, rng.sample("abcde", rng.randint(0, 4)))
