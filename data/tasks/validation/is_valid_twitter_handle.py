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

# --- implementation 2: regular expression, then a case-insensitive search for admin ---
import re


def is_valid_twitter_handle(handle):
    if not re.fullmatch(r"@[A-Za-z0-9_]{1,15}", handle):
        return False
    has_admin = re.search("admin", handle, re.IGNORECASE)
    return has_admin is None

# --- implementation 3: strip the "@" prefix and use set containment ---
import string

HANDLE_CHARS = set(string.ascii_letters + string.digits + "_")


def is_valid_twitter_handle(handle):
    if not handle.startswith("@"):
        return False
    name = handle[1:]
    if not 1 <= len(name) <= 15 or not set(name) <= HANDLE_CHARS:
        return False
    return "admin" not in name.casefold()

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.15:
        return (rng.choice(["@", "jack", "@" + "a" * 15, "@" + "a" * 16, "@SuperAdmin", "@aDmIn", "@@a", ""]),)
    name = "".join(rng.choice(["a", "B", "9", "_", "-", "@", "é", "adm", "in"]) for _ in range(rng.randint(0, 6)))
    return (rng.choice(["@", "@", "@", ""]) + name,)
