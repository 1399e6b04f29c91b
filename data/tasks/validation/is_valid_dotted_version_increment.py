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
