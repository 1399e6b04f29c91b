# domain: validation
# function: is_valid_percentage_string
# query: Check text as a percentage string such as "45%", "100%" or "12.5%": a number from 0 to 100
#   inclusive, one or two digits after an optional decimal point ("12.%" is invalid), followed by a
#   single "%". No signs, spaces or leading zeros on multi-digit integer parts. Returns a bool.

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

# --- implementation 2: regex shape, then Decimal for the exact value ---
import re
from decimal import Decimal


def is_valid_percentage_string(text):
    m = re.fullmatch(r"(0|[1-9][0-9]*)(\.[0-9]{1,2})?%", text)
    if m is None:
        return False
    number = Decimal(text[:-1])
    return number <= 100

# --- implementation 3: compare the value in hundredths as an integer ---
def is_valid_percentage_string(text):
    if not text.endswith("%"):
        return False
    number = text[:-1]
    whole, _, frac = number.partition(".")
    if "." in number and not 1 <= len(frac) <= 2:
        return False
    if not whole or any(c not in "0123456789" for c in whole + frac):
        return False
    if whole.startswith("0") and whole != "0":
        return False
    hundredths = int(whole) * 100 + int(frac.ljust(2, "0"))
    return hundredths <= 10000

# --- inputs ---
def random_input(rng):
    whole = rng.choice(["0", "5", "05", "12", "99", "100", "101", "", "4a", "00", "1000"])
    frac = rng.choice(["", "", ".", ".5", ".00", ".01", ".99", ".345", ".x"])
    tail = rng.choice(["%", "%", "%", "", "%%", " %"])
    return (rng.choice(["", "", "+", " "]) + whole + frac + tail,)
