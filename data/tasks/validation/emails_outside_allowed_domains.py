# domain: validation
# function: emails_outside_allowed_domains
# query: Given emails, a list of email addresses, and allowed, a collection of allowed domains,
#   return the addresses (in input order) whose domain part after the last "@" is not allowed,
#   comparing domains case-insensitively; addresses with no "@" or an empty domain are always
#   returned.

def emails_outside_allowed_domains(emails, allowed):
    allowed_lower = {d.lower() for d in allowed}
    rejected = []
    for email in emails:
        at = email.rfind("@")
        if at == -1:
            rejected.append(email)
            continue
        domain = email[at + 1:].lower()
        if domain == "" or domain not in allowed_lower:
            rejected.append(email)
    return rejected

# --- tests ---
import pytest

assert emails_outside_allowed_domains([], ["a.com"]) == []
assert emails_outside_allowed_domains(["x@a.com"], ["a.com"]) == []
assert emails_outside_allowed_domains(["x@A.COM"], ["a.com"]) == []
assert emails_outside_allowed_domains(["x@b.com", "y@a.com"], ["A.com"]) == ["x@b.com"]
assert emails_outside_allowed_domains(["a.com"], ["a.com"]) == ["a.com"]
assert emails_outside_allowed_domains(["x@"], [""]) == ["x@"]
assert emails_outside_allowed_domains(["a@b@a.com"], ["a.com"]) == []
assert emails_outside_allowed_domains(["@a.com", "z@c.org"], ["a.com"]) == ["z@c.org"]

# --- implementation 2: rpartition on "@" and a comprehension ---
def emails_outside_allowed_domains(emails, allowed):
    permitted = set(map(str.lower, allowed))
    outside = []
    for address in emails:
        _, at, domain = address.rpartition("@")
        if not at or not domain or domain.lower() not in permitted:
            outside.append(address)
    return outside

# --- implementation 3: rsplit once and a filter with a helper predicate ---
def emails_outside_allowed_domains(emails, allowed):
    allowed_set = {a.lower() for a in allowed}

    def is_allowed(email):
        pieces = email.rsplit("@", 1)
        return len(pieces) == 2 and pieces[1] != "" and pieces[1].lower() in allowed_set
    return [e for e in emails if not is_allowed(e)]

# --- implementation 4: regex search for the text after the last "@" ---
import re


def emails_outside_allowed_domains(emails, allowed):
    ok = {domain.lower() for domain in allowed}
    result = []
    for email in emails:
        m = re.search(r"@([^@]+)\Z", email)
        if m is None or m.group(1).lower() not in ok:
            result.append(email)
    return result

# --- inputs ---
def random_input(rng):
    locals_ = ["x", "", "a@b", "Ann"]
    domains = ["a.com", "A.COM", "b.org", "", "c.net"]
    emails = []
    for _ in range(rng.randint(0, 5)):
        if rng.random() < 0.15:
            emails.append(rng.choice(["a.com", "noat", ""]))
        else:
            emails.append(rng.choice(locals_) + "@" + rng.choice(domains))
    allowed = rng.sample(["a.com", "B.org", "", "c.NET"], rng.randint(0, 3))
    return (emails, allowed)
