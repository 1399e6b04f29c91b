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
