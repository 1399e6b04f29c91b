# domain: validation
# function: is_valid_git_branch_name
# query: Check a Git-style branch name with simplified rules: non-empty, no spaces, no "..",
#   none of the characters ~ ^ : ? * [ \, it does not start or end with "/" or contain "//", it does
#   not end with "." or ".lock", and it is not "@". Returns a bool.

def is_valid_git_branch_name(name):
    if name == "" or name == "@":
        return False
    if ".." in name or "//" in name:
        return False
    for ch in name:
        if ch in " ~^:?*[\\":
            return False
    if name[0] == "/" or name[-1] == "/" or name[-1] == ".":
        return False
    if name.endswith(".lock"):
        return False
    return True

# --- tests ---
import pytest

assert is_valid_git_branch_name("feature/login-page") is True
assert is_valid_git_branch_name("") is False
assert is_valid_git_branch_name("@") is False
assert is_valid_git_branch_name("a..b") is False
assert is_valid_git_branch_name("a//b") is False
assert is_valid_git_branch_name("my branch") is False
assert is_valid_git_branch_name("/lead") is False
assert is_valid_git_branch_name("trail/") is False
assert is_valid_git_branch_name("main.lock") is False
assert is_valid_git_branch_name("v1.") is False

# --- implementation 2: a regular expression for the forbidden patterns ---
import re

FORBIDDEN = re.compile(r"\.\.|//|[ ~^:?*\[\\]|^/|/\Z|\.\Z|\.lock\Z")


def is_valid_git_branch_name(name):
    if name in ("", "@"):
        return False
    return FORBIDDEN.search(name) is None

# --- implementation 3: list of rule predicates, all must hold ---
def is_valid_git_branch_name(name):
    rules = [
        name not in ("", "@"),
        not set(name) & set(" ~^:?*[\\"),
        ".." not in name and "//" not in name,
        not name.startswith("/") and not name.endswith(("/", ".", ".lock")),
    ]
    return all(rules)

# --- implementation 4: slash rules become "every /-separated component is non-empty" ---
def is_valid_git_branch_name(name):
    if name in ("", "@") or ".." in name or name.endswith((".", ".lock")):
        return False
    if any(c in " ~^:?*[\\" for c in name):
        return False
    return all(component != "" for component in name.split("/"))

# --- inputs ---
def random_input(rng):
    pieces = ["feature", "/", ".", "a", "..", "lock", ".lock", " ", "~", "[", "\\", "@", "v1", "-", "\n"]
    return ("".join(rng.choice(pieces) for _ in range(rng.randint(0, 4))),)
