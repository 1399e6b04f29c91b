# domain: data_transformation
# function: lookup_table_join
# query: Enrich each of the records by looking up its foreign-key field in the dict lookup and
#   copying the looked-up dict's fields into a new record under a prefix "<field>_"; records
#   with an unknown key are kept unchanged when strict=False (the default) and raise KeyError
#   when strict=True.

def lookup_table_join(records, field, lookup, strict=False):
    result = []
    for i in range(len(records)):
        record = records[i]
        row = dict(record)
        key = record[field]
        if key in lookup:
            for name, value in lookup[key].items():
                row[field + "_" + name] = value
        elif strict:
            raise KeyError(key)
        result.append(row)
    return result

# --- tests ---
import pytest

assert lookup_table_join([], "c", {}) == []
assert lookup_table_join([{"c": 1}], "c", {1: {"name": "x"}}) == [{"c": 1, "c_name": "x"}]
assert lookup_table_join([{"c": 2}], "c", {1: {"name": "x"}}) == [{"c": 2}]
assert lookup_table_join([{"c": 1}, {"c": 1}], "c", {1: {"a": 0, "b": 1}}) == [{"c": 1, "c_a": 0, "c_b": 1}, {"c": 1, "c_a": 0, "c_b": 1}]
assert lookup_table_join([{"c": 1}], "c", {1: {}}) == [{"c": 1}]
with pytest.raises(KeyError):
    lookup_table_join([{"c": 1}, {"c": 3}], "c", {1: {"n": 1}}, strict=True)
assert lookup_table_join([{"c": 1}], "c", {1: {"n": 5}}, True) == [{"c": 1, "c_n": 5}]
assert lookup_table_join([{"id": 2}], "id", {1: {"n": "a"}, 2: {"n": "b"}, 3: {"n": "c"}}) == [{"id": 2, "id_n": "b"}]
assert lookup_table_join([{"id": 1}, {"id": 2}], "id", {1: {"n": "a"}}) == [{"id": 1, "id_n": "a"}, {"id": 2}]

# --- implementation 2: merge a prefixed copy of the looked-up fields with dict unpacking ---
def lookup_table_join(records, field, lookup, strict=False):
    joined = []
    for record in records:
        key = record[field]
        if strict and key not in lookup:
            raise KeyError(key)
        extra = lookup.get(key, {})
        joined.append({**record, **{f"{field}_{name}": v for name, v in extra.items()}})
    return joined

# --- implementation 3: try the lookup, fall back to no extra fields unless strict ---
def lookup_table_join(records, field, lookup, strict=False):
    result = []
    for record in records:
        key = record[field]
        try:
            details = lookup[key]
        except KeyError:
            if strict:
                raise
            details = {}
        row = record.copy()
        row.update((field + "_" + name, value) for name, value in details.items())
        result.append(row)
    return result

# --- inputs ---
def random_input(rng):
    lookup = {k: {n: rng.randint(0, 9) for n in rng.sample(["name", "a", "b"], rng.randint(0, 2))}
              for k in rng.sample(range(4), rng.randint(0, 3))}
    records = [{"c": rng.randint(0, 4), "v": i} for i in range(rng.randint(0, 5))]
    if rng.random() < 0.3:
        return (records, "c", lookup)
    return (records, "c", lookup, rng.choice([True, False]))
