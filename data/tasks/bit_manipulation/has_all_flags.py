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
