# domain: state_machines
# function: email_local_part_scanner
# query: Validate a simple e-mail address: a local part of letters, digits, "." , "_" or "-" that
#   does not start or end with "." and has no "..", then one "@", then a domain of
#   dot-separated non-empty labels (letters, digits, "-") with at least one dot. Return True or
#   False.

def email_local_part_scanner(address):
    state = "local_start"
    dots_in_domain = 0
    for ch in address:
        if ch.isalnum() or ch in "_-":
            if state == "domain_start" or state == "domain_dot":
                state = "domain"
            elif state in ("local_start", "local_dot"):
                state = "local"
            if ch == "_" and state == "domain":
                return False
        elif ch == "." and state == "local":
            state = "local_dot"
        elif ch == "." and state == "domain":
            state = "domain_dot"
            dots_in_domain += 1
        elif ch == "@" and state == "local":
            state = "domain_start"
        else:
            return False
    return state == "domain" and dots_in_domain >= 1

# --- tests ---
import pytest

assert email_local_part_scanner("") is False
assert email_local_part_scanner("a@b.co") is True
assert email_local_part_scanner("first.last-1@mail.example.org") is True
assert email_local_part_scanner(".a@b.co") is False
assert email_local_part_scanner("a.@b.co") is False
assert email_local_part_scanner("a..b@c.de") is False
assert email_local_part_scanner("a@bco") is False
assert email_local_part_scanner("a@b..co") is False
assert email_local_part_scanner("a@b.co.") is False
assert email_local_part_scanner("a@b_c.de") is False

# --- implementation 2: one regular expression for the whole address ---
import re


LOCAL_PART = r"[\w-]+(?:\.[\w-]+)*"
DOMAIN_PART = r"(?:[^\W_]|-)+(?:\.(?:[^\W_]|-)+)+"


def email_local_part_scanner(address):
    return re.fullmatch(LOCAL_PART + "@" + DOMAIN_PART, address) is not None

# --- implementation 3: split at "@" and at the dots, check every piece's characters ---
def email_local_part_scanner(address):
    parts = address.split("@")
    if len(parts) != 2:
        return False

    def pieces_ok(text, extra):
        return all(p and all(c.isalnum() or c in extra for c in p) for p in text.split("."))
    local, domain = parts
    return pieces_ok(local, "_-") and "." in domain and pieces_ok(domain, "-")

# --- inputs ---
def random_input(rng):
    def piece(chars):
        return "".join(rng.choice(chars) for _ in range(rng.randint(0, 3)))
    local = ".".join(piece("ab1_-") for _ in range(rng.randint(1, 3)))
    domain = ".".join(piece("xy9-") for _ in range(rng.randint(1, 3)))
    text = local + "@" + domain
    r = rng.random()
    if r < 0.15:
        i = rng.randint(0, len(text))
        text = text[:i] + rng.choice(["@", ".", "_", "!", " ", "é", "²"]) + text[i:]
    elif r < 0.2:
        text = text.replace("@", "")
    elif r < 0.22:
        text = ""
    return (text,)
