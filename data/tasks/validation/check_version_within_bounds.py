# domain: validation
# function: check_version_within_bounds
# query: Given version strings "X.Y.Z" of non-negative ints, check whether version lies in the
#   half-open range [minimum, maximum): at least minimum and strictly below maximum, comparing
#   numerically part by part. Raise ValueError for a malformed version string.

def check_version_within_bounds(version, minimum, maximum):
    def parse(text):
        parts = text.split(".")
        if len(parts) != 3 or not all(p.isdigit() for p in parts):
            raise ValueError("bad version %r" % text)
        return (int(parts[0]), int(parts[1]), int(parts[2]))
    v, lo, hi = parse(version), parse(minimum), parse(maximum)
    return lo <= v < hi

# --- tests ---
import pytest

assert check_version_within_bounds("1.2.3", "1.0.0", "2.0.0") is True
assert check_version_within_bounds("1.0.0", "1.0.0", "2.0.0") is True
assert check_version_within_bounds("2.0.0", "1.0.0", "2.0.0") is False
assert check_version_within_bounds("0.9.9", "1.0.0", "2.0.0") is False
assert check_version_within_bounds("1.10.0", "1.9.0", "1.11.0") is True
assert check_version_within_bounds("1.2.10", "1.2.9", "1.2.11") is True
assert check_version_within_bounds("1.2.11", "1.2.9", "1.2.11") is False
with pytest.raises(ValueError):
    check_version_within_bounds("1.2", "1.0.0", "2.0.0")
with pytest.raises(ValueError):
    check_version_within_bounds("1.2.3", "1.0.x", "2.0.0")

# --- implementation 2: regex parse into int tuples and chained comparison ---
import re


def _version_key(text):
    m = re.fullmatch(r"([0-9]+)\.([0-9]+)\.([0-9]+)", text)
    if m is None:
        raise ValueError("malformed version: " + text)
    return tuple(map(int, m.groups()))


def check_version_within_bounds(version, minimum, maximum):
    keys = [_version_key(v) for v in (version, minimum, maximum)]
    return keys[1] <= keys[0] and keys[0] < keys[2]

# --- implementation 3: explicit part-by-part comparison function returning -1/0/1 ---
def check_version_within_bounds(version, minimum, maximum):
    def parts(v):
        pieces = v.split(".")
        if len(pieces) != 3 or any(not p or not set(p) <= set("0123456789") for p in pieces):
            raise ValueError(v)
        return [int(p) for p in pieces]

    def compare(a, b):
        for x, y in zip(a, b):
            if x != y:
                return -1 if x < y else 1
        return 0
    v, lo, hi = parts(version), parts(minimum), parts(maximum)
    return compare(v, lo) >= 0 and compare(v, hi) < 0

# --- inputs ---
def random_input(rng):
    def ver():
        if rng.random() < 0.06:
            return rng.choice(["1.2", "1.0.x", "1..0", "", "1.2.3.4", "a.b.c", "1.2.-3"])
        return ".".join(str(rng.choice([0, 1, 2, 9, 10, 11])) for _ in range(3))
    return (ver(), ver(), ver())
