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
