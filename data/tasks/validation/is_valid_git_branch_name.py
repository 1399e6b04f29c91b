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
