# domain: validation
# function: is_valid_decimal_number_string
# query: Check whether text is a plain decimal number: optional "+" or "-", then digits with at most
#   one "." (at least one digit overall, so "." and "-" alone are invalid), and no exponent,
#   spaces or other characters. Returns a bool.

def is_valid_decimal_number_string(text):
    if text[:1] in ("+", "-"):
        text = text[1:]
    digits = 0
    dots = 0
    for ch in text:
        if "0" <= ch <= "9":
            digits += 1
        elif ch == ".":
            dots += 1
            if dots > 1:
                return False
        else:
            return False
    return digits > 0

# --- tests ---
import pytest

assert is_valid_decimal_number_string("0") is True
assert is_valid_decimal_number_string("-12.5") is True
assert is_valid_decimal_number_string("+.5") is True
assert is_valid_decimal_number_string("9.") is True
assert is_valid_decimal_number_string(".") is False
assert is_valid_decimal_number_string("-") is False
assert is_valid_decimal_number_string("") is False
assert is_valid_decimal_number_string("1.2.3") is False
assert is_valid_decimal_number_string("1e5") is False
assert is_valid_decimal_number_string("--1") is False

# --- implementation 2: a regular expression with alternatives for the dot position ---
import re


def is_valid_decimal_number_string(text):
    pattern = r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)"
    matched = re.fullmatch(pattern, text)
    return matched is not None

# --- implementation 3: strip the sign, split on the dot, check the pieces ---
def is_valid_decimal_number_string(text):
    body = text[1:] if text.startswith(("+", "-")) else text
    pieces = body.split(".")
    if len(pieces) > 2:
        return False
    digits = "".join(pieces)
    return digits != "" and all(c in "0123456789" for c in digits)

# --- implementation 4: restrict the characters and sign position, then let float() decide ---
def is_valid_decimal_number_string(text):
    body = text[1:] if text.startswith(("+", "-")) else text
    if not body or any(c not in "0123456789." for c in body) or body.count(".") > 1:
        return False
    try:
        float(body)
    except ValueError:
        return False
    return True

# --- inputs ---
def random_input(rng):
    sign = rng.choice(["", "", "+", "-", "--"])
    body = "".join(rng.choice("0123456789..e ") for _ in range(rng.randint(0, 5)))
    return (sign + body,)
