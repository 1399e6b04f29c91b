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
