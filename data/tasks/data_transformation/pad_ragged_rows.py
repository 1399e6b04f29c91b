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
