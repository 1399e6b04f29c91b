# domain: data_transformation
# function: pad_ragged_rows
# query: Given a ragged list of lists rows, pad every row with fill (default None) so that all rows
#   have the length of the longest row, or of width if it is given and larger (width defaults
#   to None, meaning the longest row). Raise ValueError if a row is longer than an explicitly
#   given width.

def pad_ragged_rows(rows, fill=None, width=None):
    longest = 0
    for row in rows:
        if len(row) > longest:
            longest = len(row)
    if width is None:
        width = longest
    elif longest > width:
        raise ValueError("row longer than width")
    return [list(row) + [fill] * (width - len(row)) for row in rows]

# --- tests ---
import pytest

assert pad_ragged_rows([]) == []
assert pad_ragged_rows([[1, 2], [3]]) == [[1, 2], [3, None]]
assert pad_ragged_rows([[1], [], [1, 2, 3]], 0) == [[1, 0, 0], [0, 0, 0], [1, 2, 3]]
assert pad_ragged_rows([[1]], "x", 3) == [[1, "x", "x"]]
assert pad_ragged_rows([[1, 2]], 0, 2) == [[1, 2]]
assert pad_ragged_rows([[], []]) == [[], []]
with pytest.raises(ValueError):
    pad_ragged_rows([[1, 2, 3]], 0, 2)
assert pad_ragged_rows([[5, 6, 7], [8]], 0) == [[5, 6, 7], [8, 0, 0]]

# --- implementation 2: max of the lengths, list unpacking for the padding ---
def pad_ragged_rows(rows, fill=None, width=None):
    longest = max(map(len, rows), default=0)
    if width is not None and longest > width:
        raise ValueError("a row is longer than width")
    target = longest if width is None else width
    return [[*row, *[fill] * (target - len(row))] for row in rows]

# --- implementation 3: extend a copy of each row with itertools.repeat ---
from itertools import repeat


def pad_ragged_rows(rows, fill=None, width=None):
    target = width if width is not None else max((len(r) for r in rows), default=0)
    padded = []
    for row in rows:
        if len(row) > target:
            raise ValueError("row exceeds width")
        new_row = list(row)
        new_row.extend(repeat(fill, target - len(row)))
        padded.append(new_row)
    return padded

# --- inputs ---
def random_input(rng):
    rows = [[rng.randint(0, 9) for _ in range(rng.randint(0, 4))] for _ in range(rng.randint(0, 4))]
    r = rng.random()
    if r < 0.25:
        return (rows,)
    if r < 0.5:
        return (rows, rng.choice([0, "x", None]))
    return (rows, rng.choice([0, "x", None]), rng.choice([None, 0, 2, 3, 4, 6]))
