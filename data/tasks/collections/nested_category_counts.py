# domain: collections
# function: nested_category_counts
# query: Count records per (category, subcategory) into a nested dict: outer keys are the records'
#   values of outer_field, inner dicts map values of inner_field to counts. Both levels keep
#   first-seen order.

def nested_category_counts(records, outer_field, inner_field):
    counts = {}
    for record in records:
        outer = record[outer_field]
        inner = record[inner_field]
        if outer not in counts:
            counts[outer] = {}
        counts[outer][inner] = counts[outer].get(inner, 0) + 1
    return counts

# --- tests ---
import pytest

assert nested_category_counts([], "a", "b") == {}
assert nested_category_counts([{"a": 1, "b": 2}], "a", "b") == {1: {2: 1}}
assert nested_category_counts([{"c": "fruit", "t": "apple"}, {"c": "veg", "t": "kale"}, {"c": "fruit", "t": "apple"}, {"c": "fruit", "t": "fig"}], "c", "t") == {"fruit": {"apple": 2, "fig": 1}, "veg": {"kale": 1}}
assert list(nested_category_counts([{"a": "z", "b": 1}, {"a": "y", "b": 1}], "a", "b")) == ["z", "y"]
assert nested_category_counts([{"a": 0, "b": 0}, {"a": 0, "b": 0}, {"a": 0, "b": 0}], "a", "b") == {0: {0: 3}}
assert nested_category_counts([{"a": 1, "b": "x"}, {"a": 1, "b": "y"}], "b", "a") == {"x": {1: 1}, "y": {1: 1}}
assert list(nested_category_counts([{"a": 1, "b": "y"}, {"a": 1, "b": "x"}], "a", "b")[1]) == ["y", "x"]

# --- implementation 2: setdefault for the outer dict, get for the inner count ---
def nested_category_counts(records, outer_field, inner_field):
    table = {}
    for record in records:
        bucket = table.setdefault(record[outer_field], {})
        key = record[inner_field]
        bucket[key] = bucket.get(key, 0) + 1
    return table

# --- implementation 3: Counter over (outer, inner) pairs, then nested in first-seen order ---
from collections import Counter


def nested_category_counts(records, outer_field, inner_field):
    pairs = Counter((r[outer_field], r[inner_field]) for r in records)
    nested = {}
    for (outer, inner), count in pairs.items():
        nested.setdefault(outer, {})[inner] = count
    return nested

# --- implementation 4: defaultdict of Counters, converted back to plain dicts ---
from collections import Counter, defaultdict


def nested_category_counts(records, outer_field, inner_field):
    table = defaultdict(Counter)
    for record in records:
        table[record[outer_field]][record[inner_field]] += 1
    return {outer: dict(inner) for outer, inner in table.items()}

# --- inputs ---
def random_input(rng):
    records = [{"c": rng.choice(["fruit", "veg", 0]), "t": rng.choice(["apple", "fig", "kale", 1])} for _ in range(rng.randint(0, 9))]
    if rng.random() < 0.3:
        return (records, "t", "c")
    return (records, "c", "t")
