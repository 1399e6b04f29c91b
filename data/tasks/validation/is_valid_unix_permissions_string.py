# domain: validation
# function: is_valid_unix_permissions_string
# query: Check perms, a Unix permission string like "rwxr-x---": exactly nine characters in three
#   groups, where positions must be "r" or "-", "w" or "-", "x" or "-" respectively in each
#   group. Returns a bool.

def is_valid_unix_permissions_string(perms):
    if len(perms) != 9:
        return False
    pattern = "rwx"
    for i, ch in enumerate(perms):
        if ch != "-" and ch != pattern[i % 3]:
            return False
    return True

# --- tests ---
import pytest

assert is_valid_unix_permissions_string("rwxr-x---") is True
assert is_valid_unix_permissions_string("---------") is True
assert is_valid_unix_permissions_string("rwxrwxrwx") is True
assert is_valid_unix_permissions_string("rwxr-x--") is False
assert is_valid_unix_permissions_string("rwxr-x----") is False
assert is_valid_unix_permissions_string("wrxr-x---") is False
assert is_valid_unix_permissions_string("rwxr-xr-w") is False
assert is_valid_unix_permissions_string("rwxrxw---") is False
assert is_valid_unix_permissions_string("rw?r-x---") is False
