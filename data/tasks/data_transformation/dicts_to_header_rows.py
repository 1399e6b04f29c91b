# domain: data_transformation
# function: dicts_to_header_rows
# query: Convert a list of dicts records into a table: a header row with the union of keys in
#   first-seen order followed by one row per dict, using "" for missing values. An empty list
#   gives [[]].

def dicts_to_header_rows(records):
    header = []
    for record in records:
        for key in record:
            if key not in header:
                header.append(key)
    table = [header]
    for i in range(len(records)):
        table.append([records[i].get(key, "") for key in header])
    return table

# --- tests ---
import pytest

assert dicts_to_header_rows([]) == [[]]
assert dicts_to_header_rows([{}]) == [[], []]
assert dicts_to_header_rows([{"a": 1}]) == [["a"], [1]]
assert dicts_to_header_rows([{"a": 1, "b": 2}, {"b": 3, "c": 4}]) == [["a", "b", "c"], [1, 2, ""], ["", 3, 4]]
assert dicts_to_header_rows([{"z": 0}, {"a": None}]) == [["z", "a"], [0, ""], ["", None]]
assert dicts_to_header_rows([{"x": 1}, {"x": 2}]) == [["x"], [1], [2]]
assert dicts_to_header_rows([{"b": 1, "a": 2}]) == [["b", "a"], [1, 2]]

# --- implementation 2: header from dict.fromkeys over all keys, rows with conditional lookups ---
def dicts_to_header_rows(records):
    header = list(dict.fromkeys(key for record in records for key in record))
    table = [header]
    for record in records:
        table.append([record[key] if key in record else "" for key in header])
    return table

# --- implementation 3: chain the dicts' keys, track the seen ones in a set ---
from itertools import chain


def dicts_to_header_rows(records):
    seen = set()
    header = []
    for key in chain.from_iterable(records):
        if key not in seen:
            seen.add(key)
            header.append(key)
    rows = [[r.get(k, "") for k in header] for r in records]
    return [header, *rows]

# --- inputs ---
def random_input(rng):
    records = []
    for _ in range(rng.randint(0, 4)):
        records.append({k: rng.choice([0, 1, None, "", "v"]) for k in rng.sample("zabc", rng.randint(0, 3))})
    return (records,)
