# domain: validation
# function: is_valid_currency_amount_pair
# query: Validate text as a price string "CODE AMOUNT" such as "USD 12.50": the code is three
#   uppercase ASCII letters from the allowed set (default USD, EUR, GBP, JPY), followed by one
#   space and a non-negative amount with exactly the number of decimals the currency uses (JPY
#   has 0, others 2). Returns a bool.

def is_valid_currency_amount_pair(text, allowed=("USD", "EUR", "GBP", "JPY")):
    code, space, amount = text.partition(" ")
    if space == "" or code not in allowed:
        return False
    decimals = 0 if code == "JPY" else 2
    whole, dot, frac = amount.partition(".")
    if not whole.isdigit():
        return False
    if decimals == 0:
        return dot == ""
    return dot == "." and len(frac) == decimals and frac.isdigit()

# --- tests ---
import pytest

assert is_valid_currency_amount_pair("USD 12.50") is True
assert is_valid_currency_amount_pair("JPY 500") is True
assert is_valid_currency_amount_pair("JPY 500.00") is False
assert is_valid_currency_amount_pair("EUR 3") is False
assert is_valid_currency_amount_pair("EUR 3.5") is False
assert is_valid_currency_amount_pair("GBP 0.99") is True
assert is_valid_currency_amount_pair("usd 1.00") is False
assert is_valid_currency_amount_pair("USD1.00") is False
assert is_valid_currency_amount_pair("USD -1.00") is False
assert is_valid_currency_amount_pair("CHF 1.00", allowed=("CHF",)) is True

# --- implementation 2: regex built from the currency's number of decimals ---
import re


def is_valid_currency_amount_pair(text, allowed=("USD", "EUR", "GBP", "JPY")):
    m = re.fullmatch(r"([A-Z]{3}) ([0-9]+(?:\.[0-9]+)?)", text)
    if m is None or m.group(1) not in allowed:
        return False
    code, amount = m.groups()
    places = 0 if code == "JPY" else 2
    fraction = amount.partition(".")[2]
    return len(fraction) == places

# --- implementation 3: split once on the space, then on the dot, and compare piece counts ---
def is_valid_currency_amount_pair(text, allowed=("USD", "EUR", "GBP", "JPY")):
    pieces = text.split(" ", 1)
    if len(pieces) != 2 or pieces[0] not in allowed:
        return False
    code, amount = pieces
    numbers = amount.split(".")
    if not all(n.isascii() and n.isdigit() for n in numbers):
        return False
    if code == "JPY":
        return len(numbers) == 1
    return len(numbers) == 2 and len(numbers[1]) == 2

# --- inputs ---
def random_input(rng):
    code = rng.choice(["USD", "EUR", "GBP", "JPY", "usd", "CHF"])
    amount = rng.choice(["12.50", "500", "500.00", "3", "3.5", "0.99", "-1.00", "1.000", ".50", "1.", "", "1 0"])
    text = code + rng.choice([" ", " ", " ", "", "  "]) + amount
    if rng.random() < 0.5:
        return (text,)
    return (text, rng.choice([("CHF",), ("USD", "JPY"), ("CHF", "EUR")]))
