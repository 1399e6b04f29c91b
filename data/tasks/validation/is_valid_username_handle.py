# domain: validation
# function: is_valid_username_handle
# query: Check name as a username: 3 to 16 characters, only lowercase ASCII letters, digits and
#   underscores, must start with a letter, must not end with an underscore and must not contain
#   two underscores in a row. Returns a bool.

def is_valid_username_handle(name):
    if len(name) < 3 or len(name) > 16:
        return False
    if not ("a" <= name[0] <= "z"):
        return False
    if name[-1] == "_":
        return False
    for i, ch in enumerate(name):
        if not ("a" <= ch <= "z" or "0" <= ch <= "9" or ch == "_"):
            return False
        if ch == "_" and name[i - 1] == "_":
            return False
    return True

# --- tests ---
import pytest

assert is_valid_username_handle("abc") is True
assert is_valid_username_handle("ab") is False
assert is_valid_username_handle("a" * 16) is True
assert is_valid_username_handle("a" * 17) is False
assert is_valid_username_handle("user_name9") is True
assert is_valid_username_handle("9user") is False
assert is_valid_username_handle("user_") is False
assert is_valid_username_handle("us__er") is False
assert is_valid_username_handle("z0z") is True
assert is_valid_username_handle("zz-z") is False
