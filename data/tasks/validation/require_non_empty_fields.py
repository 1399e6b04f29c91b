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
