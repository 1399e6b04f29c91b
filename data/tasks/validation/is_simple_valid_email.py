# domain: validation
# function: is_simple_valid_email
# query: Check an email address with simple rules: exactly one "@", a non-empty local part of
#   letters, digits, ".", "_", "+" or "-" that does not start or end with ".", and a domain with at
#   least one dot whose labels are non-empty alphanumeric/hyphen strings. Returns a bool.

def is_simple_valid_email(email):
    if email.count("@") != 1:
        return False
    local, domain = email.split("@")
    if local == "" or local[0] == "." or local[-1] == ".":
        return False
    for ch in local:
        if not (ch.isalnum() or ch in "._+-"):
            return False
    labels = domain.split(".")
    if len(labels) < 2:
        return False
    for label in labels:
        if label == "" or not label.replace("-", "").isalnum():
            return False
    return True

# --- tests ---
import pytest

assert is_simple_valid_email("john.doe+tag@example.co.uk") is True
assert is_simple_valid_email("a@b.c") is True
assert is_simple_valid_email("a@@b.c") is False
assert is_simple_valid_email("@b.c") is False
assert is_simple_valid_email(".a@b.c") is False
assert is_simple_valid_email("a.@b.c") is False
assert is_simple_valid_email("a b@b.c") is False
assert is_simple_valid_email("a@localhost") is False
assert is_simple_valid_email("a@b..c") is False
assert is_simple_valid_email("x_y-z@my-host.org") is True
