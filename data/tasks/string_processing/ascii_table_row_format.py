# domain: string_processing
# function: ascii_table_row_format
# query: Format one row of an ASCII table: each cell is converted with str, left-aligned and padded
#   with spaces to its column width, and cells are joined as "| a | b |". Cells longer than their width
#   are cut to width. Raise ValueError if the number of cells differs from the number of widths.

def ascii_table_row_format(cells, widths):
    if len(cells) != len(widths):
        raise ValueError("cells and widths differ in length")
    parts = []
    for cell, width in zip(cells, widths):
        text = str(cell)[:width]
        parts.append(" " + text + " " * (width - len(text)) + " ")
    return "|" + "|".join(parts) + "|"

# --- tests ---
import pytest

assert ascii_table_row_format([], []) == "||"
assert ascii_table_row_format(["a"], [1]) == "| a |"
assert ascii_table_row_format(["a", "bb"], [3, 2]) == "| a   | bb |"
assert ascii_table_row_format([42, None], [2, 4]) == "| 42 | None |"
assert ascii_table_row_format(["toolong"], [4]) == "| tool |"
assert ascii_table_row_format([""], [2]) == "|    |"
with pytest.raises(ValueError):
    ascii_table_row_format(["a"], [1, 2])
with pytest.raises(ValueError):
    ascii_table_row_format(["a", "b"], [1])

# --- implementation 2: an f-string with a computed left-aligned field width ---
def ascii_table_row_format(cells, widths):
    if len(cells) != len(widths):
        raise ValueError("%d cells but %d widths" % (len(cells), len(widths)))
    fields = [f" {str(cell)[:width]:<{width}} " for cell, width in zip(cells, widths)]
    return "|{}|".format("|".join(fields))

# --- implementation 3: str.ljust on each truncated cell, joined with the separators ---
def ascii_table_row_format(cells, widths):
    if len(widths) != len(cells):
        raise ValueError("cell count does not match width count")
    padded = [str(c)[:w].ljust(w) for c, w in zip(cells, widths)]
    inner = " | ".join(padded)
    return "| " + inner + " |" if padded else "||"

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 4)
    cells = [rng.choice(["a", "bb", "", "toolong", 42, None, 3.5, "x y"]) for _ in range(n)]
    widths = [rng.randint(0, 5) for _ in range(n)]
    if rng.random() < 0.1:
        widths.append(2)
    return (cells, widths)
