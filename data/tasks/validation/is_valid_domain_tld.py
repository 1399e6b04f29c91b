# domain: validation
# function: is_valid_domain_tld
# query: Check that a domain name ends in an allowed top-level domain: the part after the last dot
#   (compared case-insensitively) must be in the allowed collection (default com, org, net,
#   io), and there must be a non-empty name before that dot. Returns a bool.

def is_valid_domain_tld(domain, allowed=("com", "org", "net", "io")):
    dot = domain.rfind(".")
    if dot <= 0:
        return False
    tld = domain[dot + 1:].lower()
    if tld == "":
        return False
    return tld in allowed

# --- tests ---
import pytest

assert is_valid_domain_tld("example.com") is True
assert is_valid_domain_tld("EXAMPLE.ORG") is True
assert is_valid_domain_tld("a.io") is True
assert is_valid_domain_tld("example.xyz") is False
assert is_valid_domain_tld(".com") is False
assert is_valid_domain_tld("example.") is False
assert is_valid_domain_tld("com") is False
assert is_valid_domain_tld("sub.site.net") is True
assert is_valid_domain_tld("site.dev", allowed=("dev",)) is True

# --- implementation 2: rpartition on the dot and a lowercased set of allowed names ---
def is_valid_domain_tld(domain, allowed=("com", "org", "net", "io")):
    name, dot, tld = domain.rpartition(".")
    if not dot or not name or not tld:
        return False
    allowed_set = set(allowed)
    return tld.lower() in allowed_set

# --- implementation 3: rsplit once and check both pieces ---
def is_valid_domain_tld(domain, allowed=("com", "org", "net", "io")):
    pieces = domain.rsplit(".", 1)
    if len(pieces) < 2:
        return False
    head, tail = pieces
    return head != "" and tail != "" and tail.lower() in allowed

# --- implementation 4: regular expression with a non-empty name and a dot-free last label ---
import re

DOMAIN = re.compile(r"(.+)\.([^.]+)", re.S)


def is_valid_domain_tld(domain, allowed=("com", "org", "net", "io")):
    m = DOMAIN.fullmatch(domain)
    if m is None:
        return False
    return m.group(2).lower() in allowed

# --- inputs ---
def random_input(rng):
    head = rng.choice(["example", "EXAMPLE", "a", "", "sub.site", ".", "x."])
    tld = rng.choice(["com", "ORG", "io", "xyz", "", "dev", "Net"])
    domain = head + rng.choice([".", ".", ""]) + tld
    if rng.random() < 0.5:
        return (domain,)
    return (domain, rng.choice([("dev",), ("com", "xyz"), ()]))
