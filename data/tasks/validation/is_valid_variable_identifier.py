# domain: validation
# function: is_valid_variable_identifier
# query: Check whether name is a valid ASCII programming identifier: non-empty, first character a
#   letter or underscore, remaining characters letters, digits or underscores, and not one of
#   the reserved words (default if, else, for, while, return), compared case-sensitively (so
#   "While" is allowed). Returns a bool.

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

# --- implementation 2: regular expression for the shape, then the reserved-word check ---
import re


def is_valid_variable_identifier(name, reserved=("if", "else", "for", "while", "return")):
    shape_ok = re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name) is not None
    if not shape_ok:
        return False
    return name not in reserved

# --- implementation 3: str.isidentifier restricted to ASCII ---
def is_valid_variable_identifier(name, reserved=("if", "else", "for", "while", "return")):
    if not name.isascii():
        return False
    if not name.isidentifier():
        return False
    return name not in set(reserved)

# --- inputs ---
def random_input(rng):
    words = ["az", "_private9", "Zeta_0", "", "9lives", "my-var", "while", "While", "class", "aé", "if", "x y", "_", "a1"]
    name = rng.choice(words)
    if rng.random() < 0.5:
        return (name,)
    return (name, rng.choice([("class",), (), ("x", "a1"), ("while",)]))
