# domain: validation
# function: match_enum_choice_prefix
# query: Resolve user input value against a list of allowed choices, ignoring whitespace around
#   value: an exact case-insensitive match wins; otherwise the input must be a case-insensitive
#   prefix of exactly one choice. Return the matching choice as written in the list, or raise
#   ValueError for no match, an ambiguous prefix or empty (or whitespace-only) input.

def match_enum_choice_prefix(value, choices):
    needle = value.strip().lower()
    if needle == "":
        raise ValueError("empty input")
    for choice in choices:
        if choice.lower() == needle:
            return choice
    matches = [c for c in choices if c.lower().startswith(needle)]
    if len(matches) == 0:
        raise ValueError("no choice matches %r" % value)
    if len(matches) > 1:
        raise ValueError("ambiguous choice %r" % value)
    return matches[0]

# --- tests ---
import pytest

assert match_enum_choice_prefix("red", ["Red", "Green", "Blue"]) == "Red"
assert match_enum_choice_prefix("gr", ["Red", "Green", "Blue"]) == "Green"
assert match_enum_choice_prefix(" BL ", ["Red", "Green", "Blue"]) == "Blue"
assert match_enum_choice_prefix("in", ["int", "in", "info"]) == "in"
assert match_enum_choice_prefix("inf", ["int", "in", "info"]) == "info"
with pytest.raises(ValueError):
    match_enum_choice_prefix("i", ["int", "info"])
with pytest.raises(ValueError):
    match_enum_choice_prefix("x", ["int", "info"])
with pytest.raises(ValueError):
    match_enum_choice_prefix("  ", ["int"])

# --- implementation 2: dict of lowercased choices, then a prefix filter ---
def match_enum_choice_prefix(value, choices):
    key = value.strip().lower()
    if not key:
        raise ValueError("empty input")
    exact = {}
    for c in choices:
        exact.setdefault(c.lower(), c)
    if key in exact:
        return exact[key]
    candidates = [c for c in choices if c.lower()[:len(key)] == key]
    if len(candidates) != 1:
        raise ValueError("%d choices match %r" % (len(candidates), value))
    return candidates[0]

# --- implementation 3: next() for the exact hit, then unpacking a single prefix hit ---
def match_enum_choice_prefix(value, choices):
    wanted = value.strip().casefold()
    if wanted == "":
        raise ValueError("input must not be empty")
    exact = next((c for c in choices if c.casefold() == wanted), None)
    if exact is not None:
        return exact
    hits = [c for c in choices if c.casefold().startswith(wanted)]
    try:
        (only,) = hits
    except ValueError:
        raise ValueError("no unique choice for %r" % value) from None
    return only

# --- inputs ---
def random_input(rng):
    lists = [["Red", "Green", "Blue"], ["int", "in", "info"], ["int", "info"], ["a", "A", "ab"], ["Yes", "No"], [], ["int"]]
    choices = rng.choice(lists)
    value = rng.choice(["red", "gr", " BL ", "in", "inf", "i", "x", "  ", "", "a", "AB", "y", "n", "INT"])
    return (value, choices)
