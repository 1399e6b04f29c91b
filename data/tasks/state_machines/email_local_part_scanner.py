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
