# domain: bit_manipulation
# function: enumerate_submasks_descending
# query: List every submask of a non-negative bitmask (every value whose set bits are a subset of
#   the mask's set bits) in decreasing order, ending with 0. Raise ValueError for a negative mask.

def enumerate_submasks_descending(mask):
    if mask < 0:
        raise ValueError("mask must be non-negative")
    result = []
    sub = mask
    while sub > 0:
        result.append(sub)
        sub = (sub - 1) & mask
    result.append(0)
    return result

# --- tests ---
import pytest

assert enumerate_submasks_descending(0) == [0]
assert enumerate_submasks_descending(1) == [1, 0]
assert enumerate_submasks_descending(2) == [2, 0]
assert enumerate_submasks_descending(3) == [3, 2, 1, 0]
assert enumerate_submasks_descending(5) == [5, 4, 1, 0]
assert enumerate_submasks_descending(10) == [10, 8, 2, 0]
assert len(enumerate_submasks_descending(0b1011)) == 8
with pytest.raises(ValueError):
    enumerate_submasks_descending(-1)

# --- implementation 2: scan every value from mask down to 0, keep those inside the mask ---
def enumerate_submasks_descending(mask):
    if mask < 0:
        raise ValueError("negative mask")
    candidates = range(mask, -1, -1)
    return [value for value in candidates if value & ~mask == 0]

# --- implementation 3: sums of every combination of the mask's bits, sorted descending ---
from itertools import combinations


def enumerate_submasks_descending(mask):
    if mask < 0:
        raise ValueError("mask must be non-negative")
    bits = [1 << i for i in range(mask.bit_length()) if mask >> i & 1]
    subs = [sum(combo) for k in range(len(bits) + 1) for combo in combinations(bits, k)]
    return sorted(subs, reverse=True)

# --- implementation 4: grow the list of submasks one set bit at a time, then sort descending ---
def enumerate_submasks_descending(mask):
    if mask < 0:
        raise ValueError("negative mask")
    subs = [0]
    for i in range(mask.bit_length()):
        if mask >> i & 1:
            subs += [s | (1 << i) for s in subs]
    return sorted(subs, reverse=True)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-20, -1),)
    if r < 0.3:
        return (rng.choice([0, 1, 2, 3, 8, 255, 1 << 11, 0b101010101010]),)
    return (rng.randint(0, 4095),)
