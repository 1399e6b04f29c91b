# domain: state_machines
# function: number_literal_classifier
# query: Classify text, a Python-like numeric literal string, as "int", "float", "hex" or "invalid":
#   ints are decimal digits, floats have digits with exactly one "." and digits on at least one
#   side, hex is "0x"/"0X" followed by at least one hex digit. Underscores are not allowed.

def number_literal_classifier(text):
    if text[:2] in ("0x", "0X"):
        rest = text[2:]
        if rest and all(c in "0123456789abcdefABCDEF" for c in rest):
            return "hex"
        return "invalid"
    state = "start"
    for ch in text:
        if ch in "0123456789":
            state = {"start": "int", "int": "int", "dot": "frac", "int_dot": "frac", "frac": "frac"}[state]
        elif ch == ".":
            if state == "start":
                state = "dot"
            elif state == "int":
                state = "int_dot"
            else:
                return "invalid"
        else:
            return "invalid"
    if state == "int":
        return "int"
    if state in ("int_dot", "frac"):
        return "float"
    return "invalid"

# --- tests ---
import pytest

assert number_literal_classifier("") == "invalid"
assert number_literal_classifier("42") == "int"
assert number_literal_classifier("3.14") == "float"
assert number_literal_classifier(".5") == "float"
assert number_literal_classifier("7.") == "float"
assert number_literal_classifier(".") == "invalid"
assert number_literal_classifier("1.2.3") == "invalid"
assert number_literal_classifier("0x1aF") == "hex"
assert number_literal_classifier("0x") == "invalid"
assert number_literal_classifier("1_000") == "invalid"

# --- implementation 2: three regular expressions tried in order ---
import re


def number_literal_classifier(text):
    if re.fullmatch(r"0[xX][0-9a-fA-F]+", text):
        return "hex"
    if re.fullmatch(r"[0-9]+", text):
        return "int"
    if re.fullmatch(r"[0-9]+\.[0-9]*|\.[0-9]+", text):
        return "float"
    return "invalid"

# --- implementation 3: split at the dot and check the pieces with string tests ---
import string


def number_literal_classifier(text):
    def digits(s):
        return all(c in string.digits for c in s)
    if text.lower().startswith("0x"):
        body = text[2:]
        return "hex" if body and all(c in string.hexdigits for c in body) else "invalid"
    pieces = text.split(".")
    if len(pieces) == 1:
        return "int" if text and digits(text) else "invalid"
    if len(pieces) == 2 and (pieces[0] or pieces[1]) and digits(pieces[0] + pieces[1]):
        return "float"
    return "invalid"

# --- inputs ---
def random_input(rng):
    pool = ["0", "1", "7", "9", ".", "x", "X", "a", "F", "_", "-", "e"]
    if rng.random() < 0.5:
        s = rng.choice(["", "0x", "0X", "42", "3.14", ".5", "7.", ".", "1.2.3", "0x1aF", "007", "0xg"])
        s += "".join(rng.choice(pool) for _ in range(rng.randint(0, 2)))
    else:
        s = "".join(rng.choice(pool[:5]) for _ in range(rng.randint(0, 5)))
    return (s,)
