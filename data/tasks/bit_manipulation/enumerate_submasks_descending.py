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
