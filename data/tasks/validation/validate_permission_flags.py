# domain: validation
# function: validate_permission_flags
# query: Validate mask, a permission bitmask, against the allowed flags READ=1, WRITE=2, EXEC=4,
#   ADMIN=8: the value must be a non-negative int using only those bits, and ADMIN requires
#   READ and WRITE. Return the sorted list of flag names set; raise ValueError for anything
#   invalid.

def validate_permission_flags(mask):
    names = [(1, "READ"), (2, "WRITE"), (4, "EXEC"), (8, "ADMIN")]
    if mask < 0 or mask & ~15:
        raise ValueError("unknown permission bits")
    if mask & 8 and (mask & 3) != 3:
        raise ValueError("ADMIN requires READ and WRITE")
    result = []
    for bit, name in names:
        if mask & bit:
            result.append(name)
    return sorted(result)

# --- tests ---
import pytest

assert validate_permission_flags(0) == []
assert validate_permission_flags(1) == ["READ"]
assert validate_permission_flags(6) == ["EXEC", "WRITE"]
assert validate_permission_flags(11) == ["ADMIN", "READ", "WRITE"]
assert validate_permission_flags(15) == ["ADMIN", "EXEC", "READ", "WRITE"]
with pytest.raises(ValueError):
    validate_permission_flags(16)
with pytest.raises(ValueError):
    validate_permission_flags(-1)
with pytest.raises(ValueError):
    validate_permission_flags(9)
with pytest.raises(ValueError):
    validate_permission_flags(10)
