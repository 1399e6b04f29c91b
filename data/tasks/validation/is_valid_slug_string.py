# domain: validation
# function: is_valid_slug_string
# query: Check that a string is a valid URL slug: 1-64 characters of lowercase ASCII letters, digits
#   and single hyphens, not starting or ending with a hyphen and never containing "--". Returns a bool.

def is_valid_slug_string(slug):
    if len(slug) < 1 or len(slug) > 64:
        return False
    if slug[0] == "-" or slug[-1] == "-":
        return False
    for i, ch in enumerate(slug):
        if ch == "-":
            if slug[i + 1] == "-":
                return False
        elif not ("a" <= ch <= "z" or "0" <= ch <= "9"):
            return False
    return True

# --- tests ---
import pytest

assert is_valid_slug_string("hello-world") is True
assert is_valid_slug_string("a") is True
assert is_valid_slug_string("") is False
assert is_valid_slug_string("z" * 64) is True
assert is_valid_slug_string("0" * 65) is False
assert is_valid_slug_string("-start") is False
assert is_valid_slug_string("end-") is False
assert is_valid_slug_string("a--b") is False
assert is_valid_slug_string("Hello") is False
assert is_valid_slug_string("a-9-z") is True

# --- implementation 2: regular expression of alphanumeric runs joined by single hyphens ---
import re


def is_valid_slug_string(slug):
    if len(slug) > 64:
        return False
    return re.fullmatch(r"[a-z0-9]+(?:-[a-z0-9]+)*", slug) is not None

# --- implementation 3: split on hyphens; every piece must be a non-empty run of allowed characters ---
def is_valid_slug_string(slug):
    if not 0 < len(slug) <= 64:
        return False
    allowed = set("abcdefghijklmnopqrstuvwxyz0123456789")
    pieces = slug.split("-")
    return all(piece and set(piece) <= allowed for piece in pieces)

# --- implementation 4: after removing hyphens only [a-z0-9] may remain; hyphens must separate ---
def is_valid_slug_string(slug):
    if not slug or len(slug) > 64:
        return False
    plain = slug.replace("-", "")
    if not plain or not (plain.isascii() and plain.isalnum() and plain == plain.lower()):
        return False
    return not slug.startswith("-") and not slug.endswith("-") and "--" not in slug

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.1:
        return (rng.choice(["", "z" * 64, "0" * 65, "a-" * 32, "a" + "-b" * 31 + "c"]),)
    return ("".join(rng.choice(["a", "z", "9", "-", "-", "A", "_", "é", "ab"]) for _ in range(rng.randint(1, 7))),)
