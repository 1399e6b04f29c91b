# domain: validation
# function: is_simple_valid_email
# query: Check an email address with simple rules: exactly one "@", a non-empty local part of
#   letters, digits, ".", "_", "+" or "-" that does not start or end with ".", and a domain with at
#   least one dot whose labels are strings of letters, digits and hyphens containing at least one
#   letter or digit (so no empty label). Returns a bool.

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

# --- implementation 2: two regular expressions for the local part and the domain ---
import re


LOCAL = re.compile(r"[A-Za-z0-9_+-]([A-Za-z0-9._+-]*[A-Za-z0-9_+-])?")
LABEL = r"[A-Za-z0-9-]*[A-Za-z0-9][A-Za-z0-9-]*"
DOMAIN = re.compile(LABEL + r"(\." + LABEL + r")+")


def is_simple_valid_email(email):
    local, at, domain = email.partition("@")
    if not at or "@" in domain:
        return False
    return bool(LOCAL.fullmatch(local)) and bool(DOMAIN.fullmatch(domain))

# --- implementation 3: set-based character checks on the split parts ---
import string

LOCAL_CHARS = set(string.ascii_letters + string.digits + "._+-")
LABEL_CHARS = set(string.ascii_letters + string.digits + "-")


def is_simple_valid_email(email):
    pieces = email.split("@")
    if len(pieces) != 2:
        return False
    local, domain = pieces
    if not local or local.startswith(".") or local.endswith(".") or not set(local) <= LOCAL_CHARS:
        return False
    labels = domain.split(".")
    return len(labels) > 1 and all(set(label) <= LABEL_CHARS and label.strip("-") for label in labels)

# --- inputs ---
def random_input(rng):
    locals_ = ["john.doe+tag", "a", "", ".a", "a.", "a b", "x_y-z", "_", "-", "a..b", "A1"]
    domains = ["example.co.uk", "b.c", "localhost", "b..c", "my-host.org", ".b.c", "b.c.", "-.x", "a_b.c", ""]
    r = rng.random()
    if r < 0.1:
        return (rng.choice(["a@@b.c", "ab.c", "a@b@c.d", "@"]),)
    return (rng.choice(locals_) + "@" + rng.choice(domains),)
