# domain: validation
# function: is_valid_ascii_identifier_list
# query: Validate text, a comma-separated list of identifiers such as "id, name,created_at": items
#   are stripped, each must be a non-empty ASCII identifier (letter or underscore first, then
#   letters, digits or underscores), and no identifier may appear twice. Returns a bool; "" is
#   invalid.

def is_valid_ascii_identifier_list(text):
    seen = set()
    for raw in text.split(","):
        item = raw.strip()
        if item == "" or item in seen:
            return False
        if not (item[0] == "_" or item[0].isascii() and item[0].isalpha()):
            return False
        for ch in item[1:]:
            if not (ch == "_" or ch.isascii() and ch.isalnum()):
                return False
        seen.add(item)
    return True

# --- tests ---
import pytest

assert is_valid_ascii_identifier_list("id") is True
assert is_valid_ascii_identifier_list("id, name,created_at") is True
assert is_valid_ascii_identifier_list("") is False
assert is_valid_ascii_identifier_list("a,,b") is False
assert is_valid_ascii_identifier_list("a, a") is False
assert is_valid_ascii_identifier_list("1a") is False
assert is_valid_ascii_identifier_list("_x9, y") is True
assert is_valid_ascii_identifier_list("a-b") is False
assert is_valid_ascii_identifier_list("a,") is False
assert is_valid_ascii_identifier_list("é") is False

# --- implementation 2: regex per item, duplicates found by comparing set size ---
import re


def is_valid_ascii_identifier_list(text):
    items = [piece.strip() for piece in text.split(",")]
    if not all(re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", item) for item in items):
        return False
    return len(set(items)) == len(items)

# --- implementation 3: str.isidentifier plus an ASCII check, Counter for repeats ---
from collections import Counter


def is_valid_ascii_identifier_list(text):
    names = [part.strip() for part in text.split(",")]
    for name in names:
        if not (name.isascii() and name.isidentifier()):
            return False
    counts = Counter(names)
    return max(counts.values()) == 1

# --- inputs ---
def random_input(rng):
    pool = ["id", "name", "created_at", "_x9", "y", "1a", "a-b", "é", "", " ", "a", "A", "if"]
    items = [rng.choice(pool) for _ in range(rng.randint(1, 4))]
    return (rng.choice([",", ", ", " ,"]).join(items),)
