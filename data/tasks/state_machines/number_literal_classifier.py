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
