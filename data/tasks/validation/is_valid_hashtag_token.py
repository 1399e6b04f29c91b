# domain: validation
# function: is_valid_hashtag_token
# query: Check a single hashtag token tag: "#" followed by 1-30 characters of ASCII letters, digits
#   and underscores, containing at least one letter (so "#123" is invalid). Returns a bool.

def is_valid_hashtag_token(tag):
    if len(tag) < 2 or tag[0] != "#":
        return False
    body = tag[1:]
    if len(body) > 30:
        return False
    has_letter = False
    for ch in body:
        if ch.isascii() and ch.isalpha():
            has_letter = True
        elif not (ch.isascii() and ch.isdigit()) and ch != "_":
            return False
    return has_letter

# --- tests ---
import pytest

assert is_valid_hashtag_token("#python") is True
assert is_valid_hashtag_token("#a") is True
assert is_valid_hashtag_token("#") is False
assert is_valid_hashtag_token("python") is False
assert is_valid_hashtag_token("#123") is False
assert is_valid_hashtag_token("#web_3") is True
assert is_valid_hashtag_token("#" + "a" * 30) is True
assert is_valid_hashtag_token("#" + "a" * 31) is False
assert is_valid_hashtag_token("#no-dash") is False
assert is_valid_hashtag_token("#_1") is False

# --- implementation 2: regular expression plus a search for a letter ---
import re


def is_valid_hashtag_token(tag):
    m = re.fullmatch(r"#([A-Za-z0-9_]{1,30})", tag)
    if m is None:
        return False
    return re.search(r"[A-Za-z]", m.group(1)) is not None

# --- implementation 3: set arithmetic on the body characters ---
import string


def is_valid_hashtag_token(tag):
    allowed = set(string.ascii_letters + string.digits + "_")
    body = tag[1:]
    if not tag.startswith("#") or not 1 <= len(body) <= 30:
        return False
    chars = set(body)
    return chars <= allowed and bool(chars & set(string.ascii_letters))

# --- implementation 4: str methods on the body with the underscores removed ---
def is_valid_hashtag_token(tag):
    if tag[:1] != "#" or not 1 <= len(tag) - 1 <= 30:
        return False
    body = tag[1:]
    plain = body.replace("_", "")
    if plain and not (plain.isascii() and plain.isalnum()):
        return False
    return any(c.isascii() and c.isalpha() for c in body)

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.15:
        return (rng.choice(["#", "python", "#" + "a" * 30, "#" + "a" * 31, "#" + "1" * 29 + "a", "##a", ""]),)
    body = "".join(rng.choice("ab1_-é Z") for _ in range(rng.randint(0, 6)))
    return (rng.choice(["#", "#", "#", ""]) + body,)
