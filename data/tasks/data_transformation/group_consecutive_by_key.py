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
