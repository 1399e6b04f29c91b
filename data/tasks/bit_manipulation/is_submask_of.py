# domain: bit_manipulation
# function: is_submask_of
# query: Return True if every set bit of `sub` is also set in `mask` (sub is a subset of mask as
#   bitsets) and False otherwise. Raise ValueError if either value is negative.

def is_submask_of(sub, mask):
    if sub < 0 or mask < 0:
        raise ValueError("bitsets must be non-negative")
    extra = sub & ~mask
    return extra == 0

# --- tests ---
import pytest

assert is_submask_of(0, 0) is True
assert is_submask_of(0, 5) is True
assert is_submask_of(5, 5) is True
assert is_submask_of(4, 5) is True
assert is_submask_of(2, 5) is False
assert is_submask_of(7, 5) is False
assert is_submask_of(1, 0) is False
with pytest.raises(ValueError):
    is_submask_of(-1, 3)
with pytest.raises(ValueError):
    is_submask_of(1, -1)
