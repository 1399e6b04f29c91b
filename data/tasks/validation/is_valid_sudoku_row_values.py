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

# --- implementation 2: filter the filled cells, then range and distinctness ---
def is_valid_sudoku_row_values(cells):
    if len(cells) != 9:
        raise ValueError("expected 9 cells, got %d" % len(cells))
    filled = [v for v in cells if v != 0]
    in_range = all(1 <= v <= 9 for v in filled)
    return in_range and len(set(filled)) == len(filled)

# --- implementation 3: Counter of the values with zero removed ---
from collections import Counter


def is_valid_sudoku_row_values(cells):
    if len(cells) != 9:
        raise ValueError("a Sudoku unit needs 9 cells")
    counts = Counter(cells)
    del counts[0]
    for value, count in counts.items():
        if value not in range(1, 10) or count > 1:
            return False
    return True

# --- implementation 4: a bitmask of the digits already seen ---
def is_valid_sudoku_row_values(cells):
    if len(cells) != 9:
        raise ValueError("need exactly 9 cells")
    mask = 0
    for digit in filter(None, cells):
        bit = 1 << digit if digit in range(1, 10) else 0
        if not bit or mask & bit:
            return False
        mask |= bit
    return True

# --- inputs ---
def random_input(rng):
    n = 9 if rng.random() < 0.9 else rng.choice([0, 3, 8, 10])
    cells = [rng.choice([0, 0, 0, rng.randint(1, 9)]) for _ in range(n)]
    if cells and rng.random() < 0.2:
        cells[rng.randrange(n)] = rng.choice([10, -1, 11])
    return (cells,)
