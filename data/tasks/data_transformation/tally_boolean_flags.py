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

# --- implementation 2: per flag, sum the identity tests over the records ---
def tally_boolean_flags(records, flags):
    counts = {}
    for flag in flags:
        counts[flag] = sum(r.get(flag) is True for r in records)
    return counts

# --- implementation 3: a Counter of every field that is True, read for the listed flags ---
from collections import Counter


def tally_boolean_flags(records, flags):
    hits = Counter()
    for record in records:
        hits.update(f for f, v in record.items() if v is True)
    return {f: hits[f] for f in flags}

# --- inputs ---
def random_input(rng):
    pool = [True, True, False, 1, "yes", None]
    records = [{f: rng.choice(pool) for f in rng.sample("abpq", rng.randint(0, 4))} for _ in range(rng.randint(0, 5))]
    return (records, rng.sample("abqz", rng.randint(0, 4)))
