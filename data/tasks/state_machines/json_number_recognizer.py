# domain: state_machines
# function: json_number_recognizer
# query: Decide whether text is a valid JSON number (optional minus, integer part without leading
#   zeros, optional fraction with at least one digit, optional exponent e/E with optional sign
#   and at least one digit). Return True or False.

def json_number_recognizer(text):
    table = {
        ("start", "-"): "sign", ("start", "0"): "zero", ("start", "d"): "int",
        ("sign", "0"): "zero", ("sign", "d"): "int",
        ("int", "0"): "int", ("int", "d"): "int", ("int", "."): "dot", ("int", "e"): "exp",
        ("zero", "."): "dot", ("zero", "e"): "exp",
        ("dot", "0"): "frac", ("dot", "d"): "frac",
        ("frac", "0"): "frac", ("frac", "d"): "frac", ("frac", "e"): "exp",
        ("exp", "+"): "esign", ("exp", "-"): "esign", ("exp", "0"): "edig", ("exp", "d"): "edig",
        ("esign", "0"): "edig", ("esign", "d"): "edig", ("edig", "0"): "edig", ("edig", "d"): "edig",
    }
    state = "start"
    for ch in text:
        symbol = "d" if ch in "123456789" else ("e" if ch in "eE" else ch)
        state = table.get((state, symbol))
        if state is None:
            return False
    return state in {"zero", "int", "frac", "edig"}

# --- tests ---
import pytest

assert json_number_recognizer("") is False
assert json_number_recognizer("0") is True
assert json_number_recognizer("-12") is True
assert json_number_recognizer("012") is False
assert json_number_recognizer("3.") is False
assert json_number_recognizer("3.25") is True
assert json_number_recognizer("-0.5E+10") is True
assert json_number_recognizer("1e") is False
assert json_number_recognizer("1e-") is False
assert json_number_recognizer("-") is False

# --- implementation 2: one regular expression for the JSON number grammar ---
import re

INTEGER = r"-?(?:0|[1-9][0-9]*)"
FRACTION = r"(?:\.[0-9]+)?"
EXPONENT = r"(?:[eE][+-]?[0-9]+)?"


def json_number_recognizer(text):
    return re.fullmatch(INTEGER + FRACTION + EXPONENT, text) is not None

# --- implementation 3: consume the parts in order with an index and a digit-run helper ---
def json_number_recognizer(text):
    def digits_end(i):
        while i < len(text) and text[i] in "0123456789":
            i += 1
        return i
    i = 1 if text.startswith("-") else 0
    if text[i:i + 1] == "0":
        i += 1
    elif text[i:i + 1] in ("", "-") or text[i] not in "123456789":
        return False
    else:
        i = digits_end(i)
    if text[i:i + 1] == ".":
        j = digits_end(i + 1)
        if j == i + 1:
            return False
        i = j
    if text[i:i + 1] in ("e", "E"):
        i += 1
        if text[i:i + 1] in ("+", "-"):
            i += 1
        j = digits_end(i)
        if j == i:
            return False
        i = j
    return i == len(text)

# --- inputs ---
def random_input(rng):
    pool = ["-", "0", "1", "2", "9", ".", "e", "E", "+", "5", "0"]
    if rng.random() < 0.5:
        s = rng.choice(["", "-"]) + rng.choice(["0", "12", "7", "305"]) + rng.choice(["", ".5", ".", ".25", ".0"]) + rng.choice(["", "e10", "E+3", "e-", "e", "E-07"])
    else:
        s = "".join(rng.choice(pool) for _ in range(rng.randint(0, 6)))
    return (s,)
