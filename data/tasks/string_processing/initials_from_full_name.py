# domain: string_processing
# function: initials_from_full_name
# query: Build initials from a full name: take the first letter of each space- or hyphen-separated
#   part, uppercase it and follow it with a ".", skipping lowercase particles such as "van", "de",
#   "von" when they are not the first part. "jean-luc van damme" -> "J.L.D."

def initials_from_full_name(name):
    particles = {"van", "de", "von", "der", "da"}
    parts = name.replace("-", " ").split()
    initials = ""
    for i, part in enumerate(parts):
        if i > 0 and part in particles:
            continue
        initials += part[0].upper() + "."
    return initials

# --- tests ---
import pytest

assert initials_from_full_name("") == ""
assert initials_from_full_name("ada lovelace") == "A.L."
assert initials_from_full_name("jean-luc van damme") == "J.L.D."
assert initials_from_full_name("van morrison") == "V.M."
assert initials_from_full_name("Ludwig Van Beethoven") == "L.V.B."
assert initials_from_full_name("  cher  ") == "C."
assert initials_from_full_name("a b c") == "A.B.C."
assert initials_from_full_name("x de y") == "X.Y."
