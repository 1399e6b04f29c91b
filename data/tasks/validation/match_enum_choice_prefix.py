# domain: validation
# function: match_enum_choice_prefix
# query: Resolve user input value against a list of allowed choices: an exact case-insensitive match
#   wins; otherwise the input must be a case-insensitive prefix of exactly one choice. Return
#   the matching choice as written in the list, or raise ValueError for no match, an ambiguous
#   prefix or empty input.

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
