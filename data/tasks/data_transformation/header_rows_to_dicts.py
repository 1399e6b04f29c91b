# domain: data_transformation
# function: header_rows_to_dicts
# query: Convert a table given as a list of rows whose first row is the header into a list of dicts.
#   Short rows are padded with None; raise ValueError for a row longer than the header or for
#   duplicate header names (message containing 'duplicate'). An empty table gives [].

def header_rows_to_dicts(rows):
    if not rows:
        return []
    header = rows[0]
    if len(set(header)) != len(header):
        raise ValueError("duplicate header")
    records = []
    for row in rows[1:]:
        if len(row) > len(header):
            raise ValueError("row too long")
        padded = list(row) + [None] * (len(header) - len(row))
        records.append(dict(zip(header, padded)))
    return records

# --- tests ---
import pytest

assert header_rows_to_dicts([]) == []
assert header_rows_to_dicts([["a", "b"]]) == []
assert header_rows_to_dicts([["a", "b"], [1, 2], [3, 4]]) == [{"a": 1, "b": 2}, {"a": 3, "b": 4}]
assert header_rows_to_dicts([["a", "b"], [1]]) == [{"a": 1, "b": None}]
assert header_rows_to_dicts([["a", "b"], []]) == [{"a": None, "b": None}]
with pytest.raises(ValueError):
    header_rows_to_dicts([["a"], [1, 2]])
with pytest.raises(ValueError, match="duplicate"):
    header_rows_to_dicts([["a", "a"], [1, 2]])

# --- implementation 2: Counter for duplicate names, zip_longest pads short rows with None ---
from collections import Counter
from itertools import zip_longest


def header_rows_to_dicts(rows):
    if not rows:
        return []
    header, *body = rows
    if any(n > 1 for n in Counter(header).values()):
        raise ValueError("duplicate header names")
    out = []
    for row in body:
        if len(row) > len(header):
            raise ValueError("row longer than header")
        out.append(dict(zip_longest(header, row)))
    return out

# --- implementation 3: per-column lookups by index, a seen-set for the header ---
def header_rows_to_dicts(rows):
    if not rows:
        return []
    header = rows[0]
    seen = set()
    for name in header:
        if name in seen:
            raise ValueError("duplicate column %r" % (name,))
        seen.add(name)
    result = []
    for row in rows[1:]:
        if len(row) > len(header):
            raise ValueError("too many fields")
        result.append({name: row[i] if i < len(row) else None for i, name in enumerate(header)})
    return result

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.1:
        return ([],)
    width = rng.randint(0, 3)
    header = rng.sample("abcd", width)
    if header and rng.random() < 0.1:
        header.append(header[0])
    rows = [header]
    for _ in range(rng.randint(0, 4)):
        size = rng.randint(0, len(header)) if rng.random() < 0.9 else len(header) + 1
        rows.append([rng.randint(0, 9) for _ in range(size)])
    return (rows,)
