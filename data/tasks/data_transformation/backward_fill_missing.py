# domain: data_transformation
# function: backward_fill_missing
# query: Replace None entries in a list values with the next non-None value after them (backward
#   fill); trailing Nones with no later value stay None.

def backward_fill_missing(values):
    filled = list(values)
    next_value = None
    for i in range(len(filled) - 1, -1, -1):
        if filled[i] is None:
            filled[i] = next_value
        else:
            next_value = filled[i]
    return filled

# --- tests ---
import pytest

assert backward_fill_missing([]) == []
assert backward_fill_missing([None]) == [None]
assert backward_fill_missing([None, None, 2]) == [2, 2, 2]
assert backward_fill_missing([1, None, 3, None]) == [1, 3, 3, None]
assert backward_fill_missing([None, 1, None, 2]) == [1, 1, 2, 2]
assert backward_fill_missing([5]) == [5]
assert backward_fill_missing([None, 0]) == [0, 0]
assert backward_fill_missing([4, 5, None]) == [4, 5, None]

# --- implementation 2: carry the last seen value while walking the reversed list ---
def backward_fill_missing(values):
    out = []
    carry = None
    for v in reversed(values):
        if v is not None:
            carry = v
        out.append(carry)
    out.reverse()
    return out

# --- implementation 3: for each None, search forward for the next real value ---
def backward_fill_missing(values):
    result = []
    for i, v in enumerate(values):
        if v is None:
            v = next((w for w in values[i + 1:] if w is not None), None)
        result.append(v)
    return result

# --- implementation 4: accumulate over the reversed list, carrying the later value into Nones ---
from itertools import accumulate


def backward_fill_missing(values):
    carry = lambda later, current: later if current is None else current
    filled = list(accumulate(reversed(values), carry))
    return filled[::-1]

# --- inputs ---
def random_input(rng):
    return ([rng.choice([None, None, 0, 1, 2, "x"]) for _ in range(rng.randint(0, 10))],)
