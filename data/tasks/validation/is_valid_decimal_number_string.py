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
