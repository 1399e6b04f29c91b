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
