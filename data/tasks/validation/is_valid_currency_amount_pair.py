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
