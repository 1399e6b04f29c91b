# domain: validation
# function: is_valid_dotted_version_increment
# query: Given old_version and new_version, both "MAJOR.MINOR.PATCH" with non-negative ints, check
#   that the new one is a valid next release: exactly one of patch+1, minor+1 with patch reset
#   to 0, or major+1 with minor and patch reset to 0. Raise ValueError for malformed versions;
#   otherwise return a bool.

def is_valid_dotted_version_increment(old_version, new_version):
    def parse(text):
        parts = text.split(".")
        if len(parts) != 3 or not all(p.isdigit() for p in parts):
            raise ValueError("bad version %r" % text)
        return [int(p) for p in parts]
    a, b = parse(old_version), parse(new_version)
    if b == [a[0], a[1], a[2] + 1]:
        return True
    if b == [a[0], a[1] + 1, 0]:
        return True
    return b == [a[0] + 1, 0, 0]

# --- tests ---
import pytest

assert is_valid_dotted_version_increment("1.2.3", "1.2.4") is True
assert is_valid_dotted_version_increment("1.2.3", "1.3.0") is True
assert is_valid_dotted_version_increment("1.2.3", "2.0.0") is True
assert is_valid_dotted_version_increment("1.2.3", "1.2.5") is False
assert is_valid_dotted_version_increment("1.2.3", "1.3.3") is False
assert is_valid_dotted_version_increment("1.2.3", "2.2.3") is False
assert is_valid_dotted_version_increment("1.2.3", "1.2.3") is False
assert is_valid_dotted_version_increment("0.9.9", "0.10.0") is True
with pytest.raises(ValueError):
    is_valid_dotted_version_increment("1.2", "1.3.0")
with pytest.raises(ValueError):
    is_valid_dotted_version_increment("1.2.3", "1.2.x")

# --- implementation 2: regex parse to tuples, then the set of the three allowed successors ---
import re


def _triple(version):
    m = re.fullmatch(r"(\d+)\.(\d+)\.(\d+)", version, re.ASCII)
    if not m:
        raise ValueError("malformed version " + version)
    return tuple(int(g) for g in m.groups())


def is_valid_dotted_version_increment(old_version, new_version):
    major, minor, patch = _triple(old_version)
    successors = {(major, minor, patch + 1), (major, minor + 1, 0), (major + 1, 0, 0)}
    return _triple(new_version) in successors

# --- implementation 3: find the first changed part; it must go up by one and the rest be zero ---
def is_valid_dotted_version_increment(old_version, new_version):
    versions = []
    for text in (old_version, new_version):
        parts = text.split(".")
        if len(parts) != 3 or not all(p.isascii() and p.isdigit() for p in parts):
            raise ValueError(text)
        versions.append(list(map(int, parts)))
    old, new = versions
    for i in range(3):
        if old[i] != new[i]:
            return new[i] == old[i] + 1 and new[i + 1:] == [0] * (2 - i)
    return False

# --- inputs ---
def random_input(rng):
    old = [rng.randint(0, 3) for _ in range(3)]
    new = list(old)
    i = rng.randrange(3)
    new[i] += rng.choice([1, 1, 2, 0, -1])
    for j in range(i + 1, 3):
        new[j] = rng.choice([0, 0, new[j]])
    old_s, new_s = ".".join(map(str, old)), ".".join(map(str, new))
    if rng.random() < 0.1:
        new_s = rng.choice(["1.2", "1.2.x", "", "1.2.3.4", "1..2", "-1.0.0"])
    elif rng.random() < 0.05:
        old_s = "1.2"
    return (old_s, new_s)
