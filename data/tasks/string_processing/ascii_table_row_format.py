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
