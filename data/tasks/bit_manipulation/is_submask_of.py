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

# --- implementation 2: OR-ing sub into mask must leave mask unchanged ---
def is_submask_of(sub, mask):
    if min(sub, mask) < 0:
        raise ValueError("negative bitset")
    union = sub | mask
    return union == mask

# --- implementation 3: compare the sets of set-bit positions ---
def _bit_positions(value):
    return {i for i, ch in enumerate(reversed(bin(value)[2:])) if ch == "1"}


def is_submask_of(sub, mask):
    if sub < 0 or mask < 0:
        raise ValueError("bitsets must be non-negative")
    return _bit_positions(sub) <= _bit_positions(mask)

# --- implementation 4: every set bit position of sub must also be set in mask ---
def is_submask_of(sub, mask):
    if sub < 0 or mask < 0:
        raise ValueError("negative bitset")
    positions = [i for i in range(sub.bit_length()) if (sub >> i) & 1]
    return all((mask >> i) & 1 for i in positions)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.05:
        return (rng.randint(-9, -1), rng.randint(0, 9))
    if r < 0.1:
        return (rng.randint(0, 9), rng.randint(-9, -1))
    mask = rng.choice([0, rng.randint(0, 255), rng.randint(0, 1 << 30)])
    kind = rng.random()
    if kind < 0.4:
        sub = mask & rng.randint(0, 1 << 30)
    elif kind < 0.55:
        sub = rng.choice([0, mask])
    else:
        sub = rng.randint(0, 1 << rng.randint(0, 30))
    return (sub, mask)
