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
