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

# --- implementation 2: row index from the position in a cycle of 2 * (rows - 1) ---
def zigzag_convert_rows(text, num_rows):
    if num_rows < 1:
        raise ValueError(num_rows)
    if num_rows == 1:
        return text
    period = 2 * (num_rows - 1)
    rows = [[] for _ in range(num_rows)]
    for i, ch in enumerate(text):
        r = i % period
        rows[min(r, period - r)].append(ch)
    return "".join("".join(row) for row in rows)

# --- implementation 3: sort positions by their zigzag row, a stable sort keeps left to right ---
def zigzag_convert_rows(text, num_rows):
    if num_rows <= 0:
        raise ValueError("num_rows must be at least 1")
    cycle_len = max(1, 2 * num_rows - 2)

    def row_of(i):
        offset = i % cycle_len
        return offset if offset < num_rows else cycle_len - offset
    order = sorted(range(len(text)), key=row_of)
    return "".join(text[i] for i in order)

# --- implementation 4: read each row directly by index arithmetic on the cycle ---
def zigzag_convert_rows(text, num_rows):
    if num_rows < 1:
        raise ValueError("num_rows must be >= 1")
    if num_rows == 1:
        return text
    cycle = 2 * num_rows - 2
    out = []
    for row in range(num_rows):
        for start in range(0, len(text), cycle):
            if start + row < len(text):
                out.append(text[start + row])
            diagonal = start + cycle - row
            if 0 < row < num_rows - 1 and diagonal < len(text):
                out.append(text[diagonal])
    return "".join(out)

# --- inputs ---
def random_input(rng):
    text = "PAYPALISHIRING"[: rng.randint(0, 14)]
    rows = rng.randint(1, 6) if rng.random() < 0.92 else rng.choice([0, -1])
    return (text, rows)
