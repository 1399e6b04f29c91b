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
