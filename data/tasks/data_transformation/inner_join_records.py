# domain: data_transformation
# function: inner_join_records
# query: Inner-join two lists of dict records, left and right, on a shared key field, returning
#   merged dicts (fields of the right record override the left on name clashes) for every
#   matching pair, ordered by the left list and then the right list.

def inner_join_records(left, right, key):
    by_key = {}
    for j in range(len(right)):
        record = right[j]
        by_key.setdefault(record[key], []).append(record)
    joined = []
    for i in range(len(left)):
        l_rec = left[i]
        for r_rec in by_key.get(l_rec[key], []):
            merged = dict(l_rec)
            merged.update(r_rec)
            joined.append(merged)
    return joined

# --- tests ---
import pytest

assert inner_join_records([], [{"id": 1}], "id") == []
assert inner_join_records([{"id": 1}], [], "id") == []
assert inner_join_records([{"id": 1, "a": "x"}], [{"id": 1, "b": "y"}], "id") == [{"id": 1, "a": "x", "b": "y"}]
assert inner_join_records([{"id": 1}, {"id": 2}], [{"id": 2, "v": 5}], "id") == [{"id": 2, "v": 5}]
assert inner_join_records([{"id": 1, "v": "L"}], [{"id": 1, "v": "R"}], "id") == [{"id": 1, "v": "R"}]
assert inner_join_records([{"id": 1}], [{"id": 1, "n": 1}, {"id": 1, "n": 2}], "id") == [{"id": 1, "n": 1}, {"id": 1, "n": 2}]
assert inner_join_records([{"k": "b"}, {"k": "a"}], [{"k": "a", "z": 0}, {"k": "b", "z": 1}], "k") == [{"k": "b", "z": 1}, {"k": "a", "z": 0}]

# --- implementation 2: nested loops over every left/right pair ---
def inner_join_records(left, right, key):
    joined = []
    for l_rec in left:
        for r_rec in right:
            if l_rec[key] == r_rec[key]:
                joined.append({**l_rec, **r_rec})
    return joined

# --- implementation 3: group the right side in a defaultdict, one comprehension for the pairs ---
from collections import defaultdict


def inner_join_records(left, right, key):
    matches = defaultdict(list)
    for record in right:
        matches[record[key]].append(record)
    return [{**a, **b} for a in left for b in matches.get(a[key], ())]

# --- inputs ---
def random_input(rng):
    left = [{"id": rng.randint(0, 3), "v": "L%d" % i} for i in range(rng.randint(0, 5))]
    right = [{"id": rng.randint(0, 3), rng.choice(["v", "w"]): "R%d" % i} for i in range(rng.randint(0, 5))]
    return (left, right, "id")
