# domain: data_transformation
# function: forward_fill_missing
# query: Replace None entries in a list values with the most recent non-None value before them
#   (forward fill). Leading Nones with no earlier value are replaced by default, which is None
#   unless given.

def forward_fill_missing(values, default=None):
    filled = []
    last = default
    for i in range(len(values)):
        if values[i] is None:
            filled.append(last)
        else:
            filled.append(values[i])
            last = values[i]
    return filled

# --- tests ---
import pytest

assert forward_fill_missing([]) == []
assert forward_fill_missing([None]) == [None]
assert forward_fill_missing([None], 0) == [0]
assert forward_fill_missing([1, None, None, 2, None]) == [1, 1, 1, 2, 2]
assert forward_fill_missing([None, 3, None]) == [None, 3, 3]
assert forward_fill_missing([None, None, 5], -1) == [-1, -1, 5]
assert forward_fill_missing([0, None, False, None]) == [0, 0, False, False]
