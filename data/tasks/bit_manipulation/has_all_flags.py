# domain: bit_manipulation
# function: has_all_flags
# query: Given a flag value and a required mask, return True if every bit set in required is also
#   set in value (a required mask of 0 is always satisfied), otherwise False. Raise ValueError
#   if either argument is negative.

def has_all_flags(value, required):
    if value < 0 or required < 0:
        raise ValueError("flags must be non-negative")
    common = value & required
    return common == required

# --- tests ---
import pytest

assert has_all_flags(0, 0) is True
assert has_all_flags(7, 0) is True
assert has_all_flags(7, 5) is True
assert has_all_flags(5, 7) is False
assert has_all_flags(4, 4) is True
assert has_all_flags(3, 4) is False
assert has_all_flags(0, 1) is False
with pytest.raises(ValueError):
    has_all_flags(-1, 0)
with pytest.raises(ValueError):
    has_all_flags(0, -1)

# --- implementation 2: no required bit may be missing from value ---
def has_all_flags(value, required):
    if min(value, required) < 0:
        raise ValueError("negative flags")
    missing = required & ~value
    return missing == 0

# --- implementation 3: test the required bits one at a time, lowest first ---
def has_all_flags(value, required):
    if value < 0 or required < 0:
        raise ValueError("flags must be non-negative")
    while required:
        bit = required & -required
        if not value & bit:
            return False
        required ^= bit
    return True

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.05:
        return (rng.randint(-9, -1), rng.randint(0, 9))
    if r < 0.1:
        return (rng.randint(0, 9), rng.randint(-9, -1))
    value = rng.randint(0, 255)
    kind = rng.random()
    if kind < 0.35:
        required = value & rng.randint(0, 255)
    elif kind < 0.5:
        required = rng.choice([0, value])
    else:
        required = rng.randint(0, 255)
    return (value, required)
