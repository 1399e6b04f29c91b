# domain: data_transformation
# function: sort_records_multi_key
# query: Sort a list of dict records by several fields, given as keys, a list of (field, descending)
#   pairs in priority order; the sort is stable and the input is not modified.

def sort_records_multi_key(records, keys):
    result = list(records)
    for i in range(len(keys) - 1, -1, -1):
        field, descending = keys[i]
        result.sort(key=lambda r: r[field], reverse=descending)
    return result

# --- tests ---
import pytest

assert sort_records_multi_key([], [("a", False)]) == []
assert sort_records_multi_key([{"a": 2}, {"a": 1}], [("a", False)]) == [{"a": 1}, {"a": 2}]
assert sort_records_multi_key([{"a": 2}, {"a": 1}], [("a", True)]) == [{"a": 2}, {"a": 1}]
assert sort_records_multi_key([{"a": 1, "b": 1}, {"a": 0, "b": 2}, {"a": 1, "b": 3}], [("a", True), ("b", False)]) == [{"a": 1, "b": 1}, {"a": 1, "b": 3}, {"a": 0, "b": 2}]
assert sort_records_multi_key([{"a": 1, "b": 1}, {"a": 0, "b": 2}, {"a": 1, "b": 3}], [("a", False), ("b", True)]) == [{"a": 0, "b": 2}, {"a": 1, "b": 3}, {"a": 1, "b": 1}]
assert sort_records_multi_key([{"a": 1, "n": "x"}, {"a": 1, "n": "y"}], [("a", True)]) == [{"a": 1, "n": "x"}, {"a": 1, "n": "y"}]
assert sort_records_multi_key([{"a": 3}, {"a": 1}], []) == [{"a": 3}, {"a": 1}]

# --- implementation 2: one stable sort with a comparison function over the fields in priority ---
from functools import cmp_to_key


def sort_records_multi_key(records, keys):
    def compare(a, b):
        for field, descending in keys:
            if a[field] != b[field]:
                order = -1 if a[field] < b[field] else 1
                return -order if descending else order
        return 0

    return sorted(records, key=cmp_to_key(compare))

# --- implementation 3: sort by the first field, then recurse into each group of equal values ---
from itertools import groupby


def sort_records_multi_key(records, keys):
    if not keys:
        return list(records)
    field, descending = keys[0]
    ordered = sorted(records, key=lambda r: r[field], reverse=descending)
    result = []
    for _, group in groupby(ordered, key=lambda r: r[field]):
        result.extend(sort_records_multi_key(list(group), keys[1:]))
    return result

# --- implementation 4: rank every field's distinct values in its direction, sort by the rank tuple ---
def sort_records_multi_key(records, keys):
    rankings = []
    for field, descending in keys:
        ordered = sorted({r[field] for r in records}, reverse=descending)
        rankings.append((field, {v: i for i, v in enumerate(ordered)}))
    return sorted(records, key=lambda r: tuple(rank[r[field]] for field, rank in rankings))

# --- inputs ---
def random_input(rng):
    records = [{"a": rng.randint(0, 2), "b": rng.choice("xyz"), "n": i} for i in range(rng.randint(0, 7))]
    keys = [(f, rng.choice([True, False])) for f in rng.sample(["a", "b"], rng.randint(0, 2))]
    return (records, keys)
