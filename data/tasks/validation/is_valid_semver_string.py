# domain: validation
# function: is_valid_semver_string
# query: Check a semantic version string of the form MAJOR.MINOR.PATCH with an optional
#   "-prerelease" suffix made of dot-separated alphanumeric identifiers. The three numbers are
#   non-negative integers without leading zeros. Build metadata ("+...") is not allowed. Returns a bool.

def is_valid_semver_string(version):
    core, sep, pre = version.partition("-")
    parts = core.split(".")
    if len(parts) != 3:
        return False
    for part in parts:
        if not part.isdigit() or not part.isascii():
            return False
        if len(part) > 1 and part[0] == "0":
            return False
    if sep:
        for ident in pre.split("."):
            if ident == "" or not ident.isalnum() or not ident.isascii():
                return False
    return True

# --- tests ---
import pytest

assert is_valid_semver_string("1.0.0") is True
assert is_valid_semver_string("0.0.0") is True
assert is_valid_semver_string("10.20.30-alpha.1") is True
assert is_valid_semver_string("1.0") is False
assert is_valid_semver_string("1.0.0.0") is False
assert is_valid_semver_string("01.0.0") is False
assert is_valid_semver_string("1.0.0-") is False
assert is_valid_semver_string("1.0.0-alpha..1") is False
assert is_valid_semver_string("1.0.0+build") is False
assert is_valid_semver_string("1.a.0") is False

# --- implementation 2: one regular expression ---
import re

SEMVER = re.compile(r"(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)(-[A-Za-z0-9]+(\.[A-Za-z0-9]+)*)?")


def is_valid_semver_string(version):
    found = SEMVER.fullmatch(version)
    return found is not None

# --- implementation 3: helpers for a number and an identifier, str(int()) round trip ---
import string

ALNUM = set(string.ascii_letters + string.digits)


def is_valid_semver_string(version):
    core, has_pre, pre = version.partition("-")
    numbers = core.split(".")
    if len(numbers) != 3:
        return False
    for n in numbers:
        if not n or not set(n) <= set(string.digits) or str(int(n)) != n:
            return False
    return not has_pre or all(ident and set(ident) <= ALNUM for ident in pre.split("."))

# --- inputs ---
def random_input(rng):
    def num():
        return rng.choice(["0", "1", "10", "01", "00", "", "a", "20"])
    core = ".".join(num() for _ in range(rng.choice([2, 3, 3, 3, 4])))
    pre = rng.choice(["", "", "-alpha", "-alpha.1", "-", "-alpha..1", "-rc-1", "-x.", "-0a", "+build", "-a+b"])
    return (core + pre,)
