# domain: validation
# function: is_valid_percentage_string
# query: Check text as a percentage string such as "45%", "100%" or "12.5%": a number from 0 to 100
#   inclusive, at most two digits after an optional decimal point, followed by a single "%". No
#   signs, spaces or leading zeros on multi-digit integer parts. Returns a bool.

def is_valid_percentage_string(text):
    if len(text) < 2 or text[-1] != "%":
        return False
    number = text[:-1]
    whole, dot, frac = number.partition(".")
    if whole == "" or not whole.isdigit() or not whole.isascii():
        return False
    if len(whole) > 1 and whole[0] == "0":
        return False
    if dot:
        if len(frac) > 2 or not frac.isdigit():
            return False
    value = int(whole) + (int(frac) / 10 ** len(frac) if frac else 0)
    return value <= 100

# --- tests ---
import pytest

assert is_valid_percentage_string("4a%") is False
assert is_valid_percentage_string("0%") is True
assert is_valid_percentage_string("100%") is True
assert is_valid_percentage_string("100.01%") is False
assert is_valid_percentage_string("99.99%") is True
assert is_valid_percentage_string("12.345%") is False
assert is_valid_percentage_string("12.%") is False
assert is_valid_percentage_string("05%") is False
assert is_valid_percentage_string("101%") is False
assert is_valid_percentage_string("50") is False
