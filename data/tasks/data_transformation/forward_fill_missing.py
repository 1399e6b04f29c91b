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

# --- implementation 2: itertools.accumulate over the default followed by the values ---
from itertools import accumulate


def forward_fill_missing(values, default=None):
    step = lambda previous, current: previous if current is None else current
    filled = list(accumulate([default, *values], step))
    return filled[1:]

# --- implementation 3: for each None, look back for the latest real value ---
def forward_fill_missing(values, default=None):
    result = []
    for i, v in enumerate(values):
        if v is None:
            earlier = [w for w in values[:i] if w is not None]
            v = earlier[-1] if earlier else default
        result.append(v)
    return result

# --- implementation 4: copy, then fill each None from its already-filled left neighbour ---
def forward_fill_missing(values, default=None):
    filled = list(values)
    for i, v in enumerate(filled):
        if v is None:
            filled[i] = filled[i - 1] if i else default
    return filled

# --- inputs ---
def random_input(rng):
    values = [rng.choice([None, None, 0, False, 3, "x"]) for _ in range(rng.randint(0, 9))]
    if rng.random() < 0.5:
        return (values,)
    return (values, rng.choice([0, -1, "d", None]))
