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
