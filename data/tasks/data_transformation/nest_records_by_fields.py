# domain: data_transformation
# function: nest_records_by_fields
# query: Nest a list of records into a tree of dicts keyed by the values of the given fields in order,
#   with the leaves being lists of the remaining-field dicts. With no fields the records list (copied) is
#   returned.

def nest_records_by_fields(records, fields):
    if not fields:
        return [dict(r) for r in records]
    first = fields[0]
    groups = {}
    for record in records:
        groups.setdefault(record[first], []).append(
            {k: v for k, v in record.items() if k != first})
    return {key: nest_records_by_fields(group, fields[1:]) for key, group in groups.items()}

# --- tests ---
import pytest

assert nest_records_by_fields([], ["a"]) == {}
assert nest_records_by_fields([{"a": 1}], []) == [{"a": 1}]
assert nest_records_by_fields([{"a": 1, "v": 5}, {"a": 2, "v": 6}, {"a": 1, "v": 7}], ["a"]) == {1: [{"v": 5}, {"v": 7}], 2: [{"v": 6}]}
assert nest_records_by_fields([{"c": "x", "y": 1, "v": 0}, {"c": "x", "y": 2, "v": 1}], ["c", "y"]) == {"x": {1: [{"v": 0}], 2: [{"v": 1}]}}
assert nest_records_by_fields([{"a": 1}], ["a"]) == {1: [{}]}
assert list(nest_records_by_fields([{"a": "z"}, {"a": "b"}], ["a"])) == ["z", "b"]
assert nest_records_by_fields([{"a": 1, "b": 1}, {"a": 1, "b": 1}], ["b", "a"]) == {1: {1: [{}, {}]}}

# --- implementation 2: walk each record down the tree, creating levels with setdefault ---
def nest_records_by_fields(records, fields):
    if not fields:
        return [dict(r) for r in records]
    tree = {}
    for record in records:
        node = tree
        for name in fields[:-1]:
            node = node.setdefault(record[name], {})
        leaf = {k: v for k, v in record.items() if k not in fields}
        node.setdefault(record[fields[-1]], []).append(leaf)
    return tree

# --- implementation 3: distinct first-field values in order, recurse on each matching subset ---
def nest_records_by_fields(records, fields):
    if not fields:
        return [dict(r) for r in records]
    head, rest = fields[0], fields[1:]
    keys = list(dict.fromkeys(r[head] for r in records))
    nested = {}
    for key in keys:
        subset = [{k: v for k, v in r.items() if k != head} for r in records if r[head] == key]
        nested[key] = nest_records_by_fields(subset, rest)
    return nested

# --- inputs ---
def random_input(rng):
    records = [{"a": rng.randint(0, 2), "b": rng.choice("xy"), "v": i} for i in range(rng.randint(0, 6))]
    fields = rng.choice([[], ["a"], ["b"], ["a", "b"], ["b", "a"], ["v"]])
    return (records, fields)
