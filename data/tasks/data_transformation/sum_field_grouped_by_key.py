# domain: data_transformation
# function: sum_field_grouped_by_key
# query: Group records by group_field and sum the numeric value_field within each group, returning a
#   dict of group -> total in first-seen order. Records missing the value field count as 0.
#   Field names may be any dict keys, such as integer column indices.

def sum_field_grouped_by_key(records, group_field, value_field):
    totals = {}
    for record in records:
        group = record[group_field]
        amount = record.get(value_field, 0)
        if group not in totals:
            totals[group] = 0
        totals[group] += amount
    return totals

# --- tests ---
import pytest

assert sum_field_grouped_by_key([], "g", "v") == {}
assert sum_field_grouped_by_key([{"g": "a", "v": 5}], "g", "v") == {"a": 5}
assert sum_field_grouped_by_key([{"g": "a", "v": 5}, {"g": "b", "v": 1}, {"g": "a", "v": 2}], "g", "v") == {"a": 7, "b": 1}
assert sum_field_grouped_by_key([{"g": "a"}, {"g": "a", "v": 3}], "g", "v") == {"a": 3}
assert sum_field_grouped_by_key([{"g": 1, "v": -4}, {"g": 1, "v": 4}], "g", "v") == {1: 0}
assert list(sum_field_grouped_by_key([{"g": "z", "v": 1}, {"g": "a", "v": 1}], "g", "v")) == ["z", "a"]
assert sum_field_grouped_by_key([{0: 10, 1: "a", 2: 3}, {0: 20, 1: "b", 2: 4}, {0: 30, 1: "a", 2: 5}], 1, 2) == {"a": 8, "b": 4}
assert sum_field_grouped_by_key([{"g": "x", "v": 2}, {"g": "x", "v": 3}, {"g": "x", "v": 10}], "g", "v") == {"x": 15}

# --- implementation 2: a defaultdict(int) accumulator ---
from collections import defaultdict


def sum_field_grouped_by_key(records, group_field, value_field):
    totals = defaultdict(int)
    for record in records:
        totals[record[group_field]] += record.get(value_field, 0)
    return dict(totals)

# --- implementation 3: distinct groups in order, summing each group's records ---
def sum_field_grouped_by_key(records, group_field, value_field):
    totals = {}
    for g in dict.fromkeys(r[group_field] for r in records):
        totals[g] = sum(r.get(value_field, 0) for r in records if r[group_field] == g)
    return totals

# --- inputs ---
def random_input(rng):
    records = []
    for _ in range(rng.randint(0, 7)):
        rec = {"g": rng.choice(["a", "b", "z", 1])}
        if rng.random() < 0.8:
            rec["v"] = rng.randint(-5, 10)
        records.append(rec)
    return (records, "g", "v")
