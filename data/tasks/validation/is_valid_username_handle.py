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

# --- implementation 2: one regular expression plus the length bounds ---
import re


def is_valid_username_handle(name):
    if not 3 <= len(name) <= 16:
        return False
    pattern = r"[a-z](?:_?[a-z0-9])*"
    return re.fullmatch(pattern, name) is not None

# --- implementation 3: split on underscores; every piece after the first letter must be non-empty ---
import string


def is_valid_username_handle(name):
    allowed = set(string.ascii_lowercase + string.digits + "_")
    if len(name) < 3 or len(name) > 16 or not set(name) <= allowed:
        return False
    if name[0] not in string.ascii_lowercase:
        return False
    return all(piece != "" for piece in name.split("_"))

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.1:
        return (rng.choice(["ab", "a" * 16, "a" * 17, "abc", "", "_ab"]),)
    return (rng.choice("abz9_A") + "".join(rng.choice(["a", "z", "0", "9", "_", "_", "-", "B"]) for _ in range(rng.randint(1, 8))),)
