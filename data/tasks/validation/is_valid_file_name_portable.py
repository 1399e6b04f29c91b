# domain: validation
# function: is_valid_file_name_portable
# query: Check that a file name is portable: 1-255 characters, not "." or "..", no characters from
#   '<>:"/\\|?*' and no control characters (code < 32), not ending with a space or a dot. Returns
#   a bool.

def is_valid_file_name_portable(name):
    if len(name) < 1 or len(name) > 255:
        return False
    for ch in name:
        if ch in '<>:"/\\|?*' or ord(ch) < 32:
            return False
    if name[-1] == " " or name[-1] == ".":
        return False
    return True

# --- tests ---
import pytest

assert is_valid_file_name_portable("my report.txt") is True
assert is_valid_file_name_portable("a" * 255) is True
assert is_valid_file_name_portable("a" * 256) is False
assert is_valid_file_name_portable("") is False
assert is_valid_file_name_portable("..") is False
assert is_valid_file_name_portable("what?.txt") is False
assert is_valid_file_name_portable("a\x1fb") is False
assert is_valid_file_name_portable("space at end ") is False
assert is_valid_file_name_portable("dots.") is False
assert is_valid_file_name_portable("a") is True

# --- implementation 2: regular expression for the forbidden characters, then the end rules ---
import re


def is_valid_file_name_portable(name):
    if not 1 <= len(name) <= 255:
        return False
    if re.search(r'[<>:"/\\|?*\x00-\x1f]', name):
        return False
    return not name.endswith((" ", "."))

# --- implementation 3: set intersection with the banned characters ---
BANNED = set('<>:"/\\|?*') | {chr(c) for c in range(32)}


def is_valid_file_name_portable(name):
    if name == "" or len(name) > 255 or BANNED & set(name):
        return False
    if name in (".", "..") or name.rstrip(" .") != name:
        return False
    return True

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.1:
        return (rng.choice(["", ".", "..", "a" * 255, "a" * 256, "b" * 254 + "."]),)
    return ("".join(rng.choice(["a", "b", ".", " ", "?", "\x1f", "\x00", "/", "é", "\t", "x"]) for _ in range(rng.randint(1, 6))),)
