# domain: data_transformation
# function: group_consecutive_by_key
# query: Group consecutive records that share the same value of a key field into lists, like
#   itertools.groupby without sorting; return a list of (key_value, records) tuples in order.

def group_consecutive_by_key(records, field):
    groups = []
    for record in records:
        value = record[field]
        if groups and groups[-1][0] == value:
            groups[-1][1].append(record)
        else:
            groups.append((value, [record]))
    return groups

# --- tests ---
import pytest

assert group_consecutive_by_key([], "k") == []
assert group_consecutive_by_key([{"k": 1}], "k") == [(1, [{"k": 1}])]
assert group_consecutive_by_key([{"k": 1, "n": 0}, {"k": 1, "n": 1}, {"k": 2, "n": 2}], "k") == [(1, [{"k": 1, "n": 0}, {"k": 1, "n": 1}]), (2, [{"k": 2, "n": 2}])]
assert group_consecutive_by_key([{"k": "a"}, {"k": "b"}, {"k": "a"}], "k") == [("a", [{"k": "a"}]), ("b", [{"k": "b"}]), ("a", [{"k": "a"}])]
assert len(group_consecutive_by_key([{"k": 0}] * 4, "k")) == 1
assert group_consecutive_by_key([{"k": None}, {"k": None}], "k") == [(None, [{"k": None}, {"k": None}])]
assert [g[0] for g in group_consecutive_by_key([{"k": 3}, {"k": 3}, {"k": 4}, {"k": 4}, {"k": 3}], "k")] == [3, 4, 3]

# --- implementation 2: itertools.groupby keyed on the field ---
from itertools import groupby
from operator import itemgetter


def group_consecutive_by_key(records, field):
    grouped = []
    for value, run in groupby(records, key=itemgetter(field)):
        grouped.append((value, list(run)))
    return grouped

# --- implementation 3: find where the value changes, then slice between the boundaries ---
def group_consecutive_by_key(records, field):
    starts = [i for i in range(len(records)) if i == 0 or records[i][field] != records[i - 1][field]]
    bounds = starts + [len(records)]
    groups = []
    for s, e in zip(bounds, bounds[1:]):
        groups.append((records[s][field], records[s:e]))
    return groups

# --- inputs ---
def random_input(rng):
    records = [{"k": rng.choice([1, 1, 2, None, "a"]), "n": i} for i in range(rng.randint(0, 9))]
    return (records, "k")
