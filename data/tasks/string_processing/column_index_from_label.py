# domain: string_processing
# function: column_index_from_label
# query: Convert a spreadsheet column label such as "A", "Z", "AA" or "XFD" to its 1-based column
#   number (case-insensitive). Raise ValueError for an empty label or any non-letter character.

def column_index_from_label(label):
    if label == "":
        raise ValueError("empty label")
    n = 0
    for ch in label.upper():
        if not ("A" <= ch <= "Z"):
            raise ValueError("invalid character %r" % ch)
        n = n * 26 + (ord(ch) - ord("A") + 1)
    return n

# --- tests ---
import pytest

assert column_index_from_label("A") == 1
assert column_index_from_label("Z") == 26
assert column_index_from_label("AA") == 27
assert column_index_from_label("az") == 52
assert column_index_from_label("ZZ") == 702
assert column_index_from_label("XFD") == 16384
with pytest.raises(ValueError):
    column_index_from_label("")
with pytest.raises(ValueError):
    column_index_from_label("A1")
with pytest.raises(ValueError):
    column_index_from_label("[")
