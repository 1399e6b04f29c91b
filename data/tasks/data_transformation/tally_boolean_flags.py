# domain: data_transformation
# function: tally_boolean_flags
# query: Given records with boolean flag fields and a list of flags names, return a dict mapping
#   each listed flag name to the number of records where it is exactly True (missing or
#   non-True values do not count).

def tally_boolean_flags(records, flags):
    tally = {}
    for flag in flags:
        tally[flag] = 0
    for record in records:
        for flag in flags:
            if record.get(flag) is True:
                tally[flag] += 1
    return tally

# --- tests ---
import pytest

assert tally_boolean_flags([], ["a"]) == {"a": 0}
assert tally_boolean_flags([{"a": True}], []) == {}
assert tally_boolean_flags([{"a": True, "b": False}, {"a": True}, {"b": True}], ["a", "b"]) == {"a": 2, "b": 1}
assert tally_boolean_flags([{"a": 1}, {"a": "yes"}], ["a"]) == {"a": 0}
assert tally_boolean_flags([{"a": True}] * 3, ["a", "z"]) == {"a": 3, "z": 0}
assert tally_boolean_flags([{"x": None}], ["x"]) == {"x": 0}
assert tally_boolean_flags([{"p": True, "q": True}], ["q"]) == {"q": 1}
