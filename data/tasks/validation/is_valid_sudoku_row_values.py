# domain: validation
# function: is_valid_sudoku_row_values
# query: Check cells, a partially filled Sudoku unit (row, column or box) given as a list of 9 ints,
#   where 0 means empty: every non-zero value must be 1-9 and no non-zero value may repeat.
#   Raise ValueError if the list does not have exactly 9 entries. Returns a bool.

def is_valid_sudoku_row_values(cells):
    if len(cells) != 9:
        raise ValueError("a unit has exactly 9 cells")
    seen = set()
    for value in cells:
        if value == 0:
            continue
        if value < 1 or value > 9:
            return False
        if value in seen:
            return False
        seen.add(value)
    return True

# --- tests ---
import pytest

assert is_valid_sudoku_row_values([0] * 9) is True
assert is_valid_sudoku_row_values([1, 2, 3, 4, 5, 6, 7, 8, 9]) is True
assert is_valid_sudoku_row_values([5, 0, 0, 5, 0, 0, 0, 0, 0]) is False
assert is_valid_sudoku_row_values([0, 0, 0, 0, 0, 0, 0, 0, 10]) is False
assert is_valid_sudoku_row_values([-1, 0, 0, 0, 0, 0, 0, 0, 0]) is False
assert is_valid_sudoku_row_values([9, 0, 1, 0, 0, 0, 0, 0, 0]) is True
assert is_valid_sudoku_row_values([0, 3, 0, 0, 3, 0, 0, 0, 0]) is False
with pytest.raises(ValueError):
    is_valid_sudoku_row_values([1, 2, 3])
with pytest.raises(ValueError):
    is_valid_sudoku_row_values([0] * 10)
