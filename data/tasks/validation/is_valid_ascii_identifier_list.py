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
