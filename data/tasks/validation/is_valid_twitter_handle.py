# domain: validation
# function: is_valid_twitter_handle
# query: Validate a social-media handle of the form "@name": the name part is 1-15 characters of
#   ASCII letters, digits and underscores, and must not contain "admin" in any letter case.
#   Returns a bool.

def is_valid_twitter_handle(handle):
    if len(handle) < 2 or handle[0] != "@":
        return False
    name = handle[1:]
    if len(name) > 15:
        return False
    for ch in name:
        if not (ch.isascii() and (ch.isalnum() or ch == "_")):
            return False
    if "admin" in name.lower():
        return False
    return True

# --- tests ---
import pytest

assert is_valid_twitter_handle("@jack") is True
assert is_valid_twitter_handle("@a") is True
assert is_valid_twitter_handle("@") is False
assert is_valid_twitter_handle("jack") is False
assert is_valid_twitter_handle("@" + "a" * 15) is True
assert is_valid_twitter_handle("@" + "a" * 16) is False
assert is_valid_twitter_handle("@user_99") is True
assert is_valid_twitter_handle("@user-99") is False
assert is_valid_twitter_handle("@SuperAdmin") is False
assert is_valid_twitter_handle("@bob@x") is False
