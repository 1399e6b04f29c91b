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

# --- implementation 2: dict of flag names, the list comprehension sorted at the end ---
FLAGS = {"READ": 1, "WRITE": 2, "EXEC": 4, "ADMIN": 8}


def validate_permission_flags(mask):
    if mask < 0 or mask > 15:
        raise ValueError("unknown bits in %r" % mask)
    names = sorted(name for name, bit in FLAGS.items() if mask & bit)
    if "ADMIN" in names and not {"READ", "WRITE"} <= set(names):
        raise ValueError("ADMIN needs READ and WRITE")
    return names

# --- implementation 3: read the bits from the binary string of the mask ---
def validate_permission_flags(mask):
    if mask < 0:
        raise ValueError("negative mask")
    bits = format(mask, "b").zfill(4)
    if len(bits) > 4:
        raise ValueError("unknown permission bits")
    admin, execute, write, read = (b == "1" for b in bits)
    if admin and not (read and write):
        raise ValueError("ADMIN requires READ and WRITE")
    chosen = [("ADMIN", admin), ("EXEC", execute), ("READ", read), ("WRITE", write)]
    return [name for name, on in chosen if on]

# --- implementation 4: precomputed table of the valid masks and their sorted names ---
def _names(mask):
    return sorted(name for bit, name in ((1, "READ"), (2, "WRITE"), (4, "EXEC"), (8, "ADMIN")) if mask & bit)


VALID_MASKS = {m: _names(m) for m in range(16) if not m & 8 or m & 3 == 3}


def validate_permission_flags(mask):
    if mask not in VALID_MASKS:
        raise ValueError("invalid permission mask %r" % mask)
    return list(VALID_MASKS[mask])

# --- inputs ---
def random_input(rng):
    return (rng.choice(list(range(16)) + [16, 17, 31, 32, -1, -8, 24]),)
