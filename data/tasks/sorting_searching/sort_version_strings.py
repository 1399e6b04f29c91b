# domain: sorting_searching
# function: sort_version_strings
# query: Sort versions, a list of dotted version strings like "1.10.0" and "1.2", ascending by their
#   numeric components, treating missing components as 0 so "1.2" and "1.2.0" compare equal
#   (stable order). Raise ValueError on a non-numeric component.

def sort_version_strings(versions):
    def key(version):
        parts = []
        for piece in version.split("."):
            if not piece.isdigit():
                raise ValueError("bad version %r" % version)
            parts.append(int(piece))
        while parts and parts[-1] == 0:
            parts.pop()
        return parts
    return sorted(versions, key=key)

# --- tests ---
import pytest

assert sort_version_strings([]) == []
assert sort_version_strings(["1.10", "1.2", "1.9"]) == ["1.2", "1.9", "1.10"]
assert sort_version_strings(["1.2.0", "1.2", "1.1.9"]) == ["1.1.9", "1.2.0", "1.2"]
assert sort_version_strings(["2", "10", "1.0.1"]) == ["1.0.1", "2", "10"]
assert sort_version_strings(["0.1", "0", "0.0.1"]) == ["0", "0.0.1", "0.1"]
assert sort_version_strings(["3.0.0", "3"]) == ["3.0.0", "3"]
with pytest.raises(ValueError):
    sort_version_strings(["1.a"])
with pytest.raises(ValueError):
    sort_version_strings(["1..2"])
with pytest.raises(ValueError):
    sort_version_strings(["1.-2", "1.0"])

# --- implementation 2: validate with a regular expression, pad every version to the longest length ---
import re


def sort_version_strings(versions):
    for v in versions:
        if not re.fullmatch(r"\d+(\.\d+)*", v):
            raise ValueError("invalid version: %r" % v)
    split = [[int(p) for p in v.split(".")] for v in versions]
    width = max((len(s) for s in split), default=0)
    keys = [s + [0] * (width - len(s)) for s in split]
    order = sorted(range(len(versions)), key=lambda i: keys[i])
    return [versions[i] for i in order]

# --- implementation 3: componentwise comparison with zip_longest and a zero fill ---
from functools import cmp_to_key
from itertools import zip_longest


def sort_version_strings(versions):
    parsed = {}
    for v in versions:
        if not all(p.isdigit() for p in v.split(".")):
            raise ValueError(v)
        parsed[v] = [int(p) for p in v.split(".")]

    def compare(a, b):
        for x, y in zip_longest(parsed[a], parsed[b], fillvalue=0):
            if x != y:
                return -1 if x < y else 1
        return 0
    return sorted(versions, key=cmp_to_key(compare))

# --- implementation 4: a key tuple with the trailing zeros dropped via itertools.dropwhile ---
from itertools import dropwhile


def version_key(version):
    pieces = version.split(".")
    if not all(p.isdigit() for p in pieces):
        raise ValueError("non-numeric component in %r" % version)
    significant = list(dropwhile(lambda n: n == 0, reversed([int(p) for p in pieces])))
    return tuple(reversed(significant))


def sort_version_strings(versions):
    return sorted(versions, key=version_key)

# --- inputs ---
def random_input(rng):
    out = []
    for _ in range(rng.randint(0, 7)):
        parts = [str(rng.choice([0, 0, 1, 2, 9, 10])) for _ in range(rng.randint(1, 4))]
        out.append(".".join(parts))
    if rng.random() < 0.15:
        out.append(rng.choice(["1.a", "1..2", "1.-2", "", "2.", ".3"]))
    return (out,)
