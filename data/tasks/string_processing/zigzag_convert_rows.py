# domain: string_processing
# function: zigzag_convert_rows
# query: Write text in a zigzag pattern over num_rows rows (down then diagonally up, repeating) and
#   read it row by row: "PAYPALISHIRING" with 3 rows gives "PAHNAPLSIIGYIR". With one row the
#   string is unchanged. Raise ValueError if num_rows < 1.

def zigzag_convert_rows(text, num_rows):
    if num_rows < 1:
        raise ValueError("num_rows must be positive")
    if num_rows == 1:
        return text
    rows = [""] * num_rows
    row, step = 0, 1
    for ch in text:
        rows[row] += ch
        if row == 0:
            step = 1
        elif row == num_rows - 1:
            step = -1
        row += step
    return "".join(rows)

# --- tests ---
import pytest

assert zigzag_convert_rows("PAYPALISHIRING", 3) == "PAHNAPLSIIGYIR"
assert zigzag_convert_rows("PAYPALISHIRING", 4) == "PINALSIGYAHRPI"
assert zigzag_convert_rows("ABCD", 1) == "ABCD"
assert zigzag_convert_rows("ABCD", 2) == "ACBD"
assert zigzag_convert_rows("AB", 5) == "AB"
assert zigzag_convert_rows("", 3) == ""
assert zigzag_convert_rows("ABCDE", 3) == "AEBDC"
with pytest.raises(ValueError):
    zigzag_convert_rows("ABC", 0)
