# domain: data_transformation
# function: csv_text_to_dicts
# query: Parse simple comma-separated text (no quoting) whose first line is a header into a list of
#   dicts, stripping whitespace around fields and skipping blank lines. Raise ValueError when a row
#   has a different number of fields than the header; return [] for empty text.

def csv_text_to_dicts(text):
    lines = [line for line in text.splitlines() if line.strip() != ""]
    if not lines:
        return []
    header = [h.strip() for h in lines[0].split(",")]
    records = []
    for number, line in enumerate(lines[1:], start=2):
        fields = [f.strip() for f in line.split(",")]
        if len(fields) != len(header):
            raise ValueError("line %d has %d fields" % (number, len(fields)))
        records.append(dict(zip(header, fields)))
    return records

# --- tests ---
import pytest

assert csv_text_to_dicts("") == []
assert csv_text_to_dicts("a,b") == []
assert csv_text_to_dicts("a,b\n1,2") == [{"a": "1", "b": "2"}]
assert csv_text_to_dicts("name, age\n ann , 30\n\nbob,4\n") == [{"name": "ann", "age": "30"}, {"name": "bob", "age": "4"}]
assert csv_text_to_dicts("\n\nx\n5\n") == [{"x": "5"}]
assert csv_text_to_dicts("a,b\n,") == [{"a": "", "b": ""}]
with pytest.raises(ValueError):
    csv_text_to_dicts("a,b\n1,2,3")
with pytest.raises(ValueError):
    csv_text_to_dicts("a,b\n1,2\n3")

# --- implementation 2: re.split on commas with the whitespace around them, first row as header ---
import re


def csv_text_to_dicts(text):
    table = [re.split(r"\s*,\s*", line.strip()) for line in text.splitlines() if line.strip()]
    if not table:
        return []
    header, body = table[0], table[1:]
    for row in body:
        if len(row) != len(header):
            raise ValueError("row has %d fields, header has %d" % (len(row), len(header)))
    return [dict(zip(header, row)) for row in body]

# --- implementation 3: split on newlines, the first non-blank line becomes the header ---
def csv_text_to_dicts(text):
    header = None
    rows = []
    for raw in text.splitlines():
        if not raw.strip():
            continue
        cells = [c.strip() for c in raw.split(",")]
        if header is None:
            header = cells
        elif len(cells) != len(header):
            raise ValueError("field count mismatch")
        else:
            rows.append(dict(zip(header, cells)))
    return rows

# --- inputs ---
def random_input(rng):
    width = rng.randint(1, 3)
    lines = [",".join(rng.choice(["a", "b", " c ", "name"]) + str(i) for i in range(width))]
    for _ in range(rng.randint(0, 4)):
        w = width if rng.random() < 0.85 else rng.randint(1, 4)
        lines.append(",".join(rng.choice(["1", " 2 ", "", "x y", "3", '"a"', 'b"c']) for _ in range(w)))
        if rng.random() < 0.2:
            lines.append(rng.choice(["", "   "]))
    if rng.random() < 0.1:
        lines = []
    newline = "\r\n" if rng.random() < 0.15 else "\n"
    return (newline.join(lines) + rng.choice(["", newline]),)
