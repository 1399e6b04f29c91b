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

# --- implementation 2: validate with a regular expression, fold the letters with reduce ---
import re
from functools import reduce


def column_index_from_label(label):
    if not re.fullmatch(r"[A-Za-z]+", label):
        raise ValueError("not a column label: %r" % label)
    return reduce(lambda acc, ch: acc * 26 + ord(ch) - 64, label.upper(), 0)

# --- implementation 3: sum of letter values times powers of 26, read from the right ---
import string


def column_index_from_label(label):
    if not label:
        raise ValueError("empty")
    total = 0
    for power, ch in enumerate(reversed(label.upper())):
        if ch not in string.ascii_uppercase:
            raise ValueError(ch)
        total += (string.ascii_uppercase.index(ch) + 1) * 26 ** power
    return total

# --- inputs ---
def random_input(rng):
    label = "".join(rng.choice("AZBazxXFD") for _ in range(rng.randint(1, 4)))
    if rng.random() < 0.1:
        label = rng.choice(["", "A1", "[", "@", "a b"])
    return (label,)
