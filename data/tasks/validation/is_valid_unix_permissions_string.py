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

# --- implementation 2: regular expression repeating one group three times ---
import re


def is_valid_unix_permissions_string(perms):
    pattern = r"(?:[r-][w-][x-]){3}"
    matched = re.fullmatch(pattern, perms)
    return matched is not None

# --- implementation 3: compare against the full "rwxrwxrwx" template with zip ---
def is_valid_unix_permissions_string(perms):
    template = "rwx" * 3
    if len(perms) != len(template):
        return False
    return all(c in (t, "-") for c, t in zip(perms, template))

# --- inputs ---
def random_input(rng):
    n = rng.choice([8, 9, 9, 9, 9, 10])
    perms = "".join(rng.choice([c, "-", c, "-"]) for c in ("rwx" * 4)[:n])
    if rng.random() < 0.3:
        i = rng.randrange(n)
        perms = perms[:i] + rng.choice("rwx?s") + perms[i + 1:]
    return (perms,)
