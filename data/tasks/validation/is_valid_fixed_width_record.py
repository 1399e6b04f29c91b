# domain: validation
# function: is_valid_fixed_width_record
# query: Validate a fixed-width text record against a layout list of (name, width, kind) where kind is
#   "digits" (ASCII digits only), "alpha" (ASCII letters or spaces) or "any". The record length must
#   equal the total width. Return the list of field names that fail, in layout order ([] if valid),
#   or raise ValueError when the length is wrong.

def is_valid_fixed_width_record(record, layout):
    total = sum(width for _, width, _ in layout)
    if len(record) != total:
        raise ValueError("record length %d != %d" % (len(record), total))
    bad = []
    pos = 0
    for name, width, kind in layout:
        field = record[pos:pos + width]
        pos += width
        if kind == "digits" and not all("0" <= c <= "9" for c in field):
            bad.append(name)
        elif kind == "alpha" and not all(c == " " or ("a" <= c.lower() <= "z") for c in field):
            bad.append(name)
    return bad

# --- tests ---
import pytest

assert is_valid_fixed_width_record("", []) == []
assert is_valid_fixed_width_record("007Bob #!", [("id", 3, "digits"), ("name", 4, "alpha"), ("note", 2, "any")]) == []
assert is_valid_fixed_width_record("0a7Bob #!", [("id", 3, "digits"), ("name", 4, "alpha"), ("note", 2, "any")]) == ["id"]
assert is_valid_fixed_width_record("007B0b #!", [("id", 3, "digits"), ("name", 4, "alpha"), ("note", 2, "any")]) == ["name"]
assert is_valid_fixed_width_record("x9Zz", [("a", 1, "digits"), ("b", 1, "digits"), ("c", 2, "alpha")]) == ["a"]
assert is_valid_fixed_width_record("09az", [("a", 2, "digits"), ("b", 2, "alpha")]) == []
with pytest.raises(ValueError):
    is_valid_fixed_width_record("12", [("a", 3, "digits")])
with pytest.raises(ValueError):
    is_valid_fixed_width_record("1234", [("a", 3, "digits")])

# --- implementation 2: regex per kind, fields cut with itertools.accumulate offsets ---
import re
from itertools import accumulate

KIND_PATTERNS = {"digits": r"[0-9]*", "alpha": r"[A-Za-z ]*", "any": r".*"}


def is_valid_fixed_width_record(record, layout):
    widths = [w for _, w, _ in layout]
    if sum(widths) != len(record):
        raise ValueError("record has the wrong length")
    ends = list(accumulate(widths))
    starts = [0] + ends[:-1]
    return [name for (name, _, kind), a, b in zip(layout, starts, ends)
            if not re.fullmatch(KIND_PATTERNS[kind], record[a:b], re.S)]

# --- implementation 3: consume the record from the front, sets of allowed characters ---
import string

ALLOWED = {"digits": set(string.digits), "alpha": set(string.ascii_letters + " ")}


def is_valid_fixed_width_record(record, layout):
    if len(record) != sum(entry[1] for entry in layout):
        raise ValueError(len(record))
    failed = []
    rest = record
    for name, width, kind in layout:
        field, rest = rest[:width], rest[width:]
        if kind in ALLOWED and not set(field) <= ALLOWED[kind]:
            failed.append(name)
    return failed

# --- inputs ---
def random_input(rng):
    layout = []
    record = ""
    for i in range(rng.randint(0, 4)):
        kind = rng.choice(["digits", "alpha", "any"])
        width = rng.randint(1, 4)
        layout.append(("f%d" % i, width, kind))
        pool = {"digits": "0123456789" * 3 + "a ", "alpha": "abZ " * 3 + "0#", "any": "a0 #\n"}[kind]
        record += "".join(rng.choice(pool) for _ in range(width))
    if rng.random() < 0.1:
        record = record + "x" if rng.random() < 0.5 else record[:-1]
    return (record, layout)
