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
