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
