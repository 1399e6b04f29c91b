# domain: string_processing
# function: initials_from_full_name
# query: Build initials from a full name: take the first letter of each space- or hyphen-separated
#   part, uppercase it and follow it with a ".", skipping the lowercase particles "van", "de",
#   "von", "der" and "da" when they are not the first part (a capitalised "Van" is kept).
#   "jean-luc van damme" -> "J.L.D."

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

# --- implementation 2: regex split on spaces and hyphens, then a join ---
import re


def initials_from_full_name(name):
    skip = ("van", "de", "von", "der", "da")
    parts = [p for p in re.split(r"[ -]+", name) if p]
    keep = parts[:1] + [p for p in parts[1:] if p not in skip]
    return "".join(p[0].upper() + "." for p in keep)

# --- implementation 3: scan characters, starting a new word after a separator ---
def initials_from_full_name(name):
    result = []
    word = ""
    for ch in name + " ":
        if ch in " -":
            if word and (not result or word not in ("van", "de", "von", "der", "da")):
                result.append(word[0].upper())
            word = ""
        else:
            word += ch
    return "".join(c + "." for c in result)

# --- inputs ---
def random_input(rng):
    words = ["ada", "Lovelace", "van", "Van", "de", "von", "der", "da", "jean", "x", "Bo", "luc"]
    n = rng.randint(0, 5)
    out = ""
    for i in range(n):
        if i:
            out += rng.choice([" ", "-", "  ", " - "[0:2]])
        out += rng.choice(words)
    if rng.random() < 0.2:
        out = "  " + out + " "
    return (out,)
