# domain: validation
# function: is_valid_hostname_label_rules
# query: Validate host as a hostname: total length 1-253, dot-separated labels of 1-63 characters
#   each, labels use only ASCII letters, digits and hyphens and may not start or end with a
#   hyphen. A single trailing dot is not allowed. Returns a bool.

def is_valid_hostname_label_rules(host):
    if len(host) > 253:
        return False
    for label in host.split("."):
        if len(label) < 1 or len(label) > 63:
            return False
        if label[0] == "-" or label[-1] == "-":
            return False
        for ch in label:
            if not (ch.isascii() and (ch.isalnum() or ch == "-")):
                return False
    return True

# --- tests ---
import pytest

assert is_valid_hostname_label_rules("example.com") is True
assert is_valid_hostname_label_rules("my-host.com") is True
assert is_valid_hostname_label_rules("") is False
assert is_valid_hostname_label_rules("a" * 63 + ".com") is True
assert is_valid_hostname_label_rules("a" * 64 + ".com") is False
assert is_valid_hostname_label_rules(".".join(["abc"] * 63) + ".a") is True
assert is_valid_hostname_label_rules(".".join(["abc"] * 63) + ".ab") is False
assert is_valid_hostname_label_rules("-bad.com") is False
assert is_valid_hostname_label_rules("bad-.com") is False
assert is_valid_hostname_label_rules("ex_ample.com") is False

# --- implementation 2: a regular expression for one label, applied to every label ---
import re

LABEL = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?")


def is_valid_hostname_label_rules(host):
    if not 1 <= len(host) <= 253:
        return False
    labels = host.split(".")
    return all(LABEL.fullmatch(label) for label in labels)

# --- implementation 3: character set check and strip("-") to detect edge hyphens ---
import string

LABEL_CHARS = set(string.ascii_letters + string.digits + "-")


def is_valid_hostname_label_rules(host):
    if len(host) > 253:
        return False
    for label in host.split("."):
        if not 0 < len(label) < 64 or label.strip("-") != label:
            return False
        if not set(label) <= LABEL_CHARS:
            return False
    return True

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.15:
        return (rng.choice(["", ".", "a.", ".a", "a" * 63 + ".com", "a" * 64 + ".com",
                            ".".join(["abc"] * 63) + ".a", ".".join(["abc"] * 63) + ".ab"]),)
    labels = ["".join(rng.choice("ab0-_é") for _ in range(rng.randint(0, 5))) for _ in range(rng.randint(1, 3))]
    return (".".join(labels),)
