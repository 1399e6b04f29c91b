# domain: validation
# function: is_valid_variable_identifier
# query: Check whether name is a valid ASCII programming identifier: non-empty, first character a
#   letter or underscore, remaining characters letters, digits or underscores, and not one of
#   the reserved words (default if, else, for, while, return). Returns a bool.

def is_valid_variable_identifier(name, reserved=("if", "else", "for", "while", "return")):
    if len(name) == 0:
        return False
    first = name[0]
    if not (first == "_" or "a" <= first.lower() <= "z"):
        return False
    for ch in name[1:]:
        if not (ch == "_" or "a" <= ch.lower() <= "z" or "0" <= ch <= "9"):
            return False
    if name in reserved:
        return False
    return True

# --- tests ---
import pytest

assert is_valid_variable_identifier("az") is True
assert is_valid_variable_identifier("_private9") is True
assert is_valid_variable_identifier("Zeta_0") is True
assert is_valid_variable_identifier("") is False
assert is_valid_variable_identifier("9lives") is False
assert is_valid_variable_identifier("my-var") is False
assert is_valid_variable_identifier("while") is False
assert is_valid_variable_identifier("While") is True
assert is_valid_variable_identifier("class", reserved=("class",)) is False
assert is_valid_variable_identifier("aé") is False
