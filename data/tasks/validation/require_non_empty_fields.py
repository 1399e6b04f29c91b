# domain: validation
# function: require_non_empty_fields
# query: Given a record dict and a list of required field names, return the sorted list of required
#   fields that are missing, None, or strings that are empty after stripping whitespace. Other
#   values such as 0 or False count as present.

def require_non_empty_fields(record, required):
    missing = []
    for field in required:
        if field not in record:
            missing.append(field)
            continue
        value = record[field]
        if value is None:
            missing.append(field)
        elif isinstance(value, str) and value.strip() == "":
            missing.append(field)
    return sorted(missing)

# --- tests ---
import pytest

assert require_non_empty_fields({}, []) == []
assert require_non_empty_fields({}, ["name"]) == ["name"]
assert require_non_empty_fields({"name": "Ann"}, ["name"]) == []
assert require_non_empty_fields({"name": "  "}, ["name"]) == ["name"]
assert require_non_empty_fields({"age": 0, "ok": False}, ["age", "ok"]) == []
assert require_non_empty_fields({"b": None, "a": ""}, ["b", "a", "c"]) == ["a", "b", "c"]
assert require_non_empty_fields({"x": "y", "z": None}, ["x"]) == []
assert require_non_empty_fields({"n": [], "m": " x "}, ["n", "m"]) == []

# --- implementation 2: helper predicate and a sorted comprehension ---
def _is_blank(record, field):
    value = record.get(field)
    return value is None or (isinstance(value, str) and not value.strip())


def require_non_empty_fields(record, required):
    return sorted(f for f in required if _is_blank(record, f))

# --- implementation 3: sentinel lookup and a normalised view of string values ---
def require_non_empty_fields(record, required):
    absent = object()
    problems = []
    for name in required:
        value = record.get(name, absent)
        if isinstance(value, str):
            value = value.strip() or None
        if value is None or value is absent:
            problems.append(name)
    problems.sort()
    return problems

# --- inputs ---
def random_input(rng):
    keys = ["a", "b", "c", "name", "x"]
    values = [None, "", "  ", "\t", "Ann", " x ", 0, False, [], "0"]
    record = {k: rng.choice(values) for k in rng.sample(keys, rng.randint(0, 5))}
    required = rng.sample(keys, rng.randint(0, 5))
    return (record, required)
