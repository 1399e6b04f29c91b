# domain: validation
# function: parse_money_amount_to_cents
# query: Parse text, a money amount string like "1,234.56" or "-0.5", into an integer number of
#   cents: an optional leading "-", digits with optional comma thousands separators in correct
#   groups of 3, and at most two decimal places. Raise ValueError for anything malformed.

def parse_money_amount_to_cents(text):
    sign = 1
    if text.startswith("-"):
        sign, text = -1, text[1:]
    whole, dot, frac = text.partition(".")
    groups = whole.split(",")
    if groups[0] == "" or not groups[0].isdigit() or len(groups[0]) > 3 and len(groups) > 1:
        raise ValueError("bad integer part")
    for group in groups[1:]:
        if len(group) != 3 or not group.isdigit():
            raise ValueError("bad thousands group")
    if dot and (len(frac) == 0 or len(frac) > 2 or not frac.isdigit()):
        raise ValueError("bad fractional part")
    cents = int("".join(groups)) * 100 + (int(frac.ljust(2, "0")) if frac else 0)
    return sign * cents

# --- tests ---
import pytest

assert parse_money_amount_to_cents("0") == 0
assert parse_money_amount_to_cents("1,234.56") == 123456
assert parse_money_amount_to_cents("-0.5") == -50
assert parse_money_amount_to_cents("1234.05") == 123405
assert parse_money_amount_to_cents("999,999") == 99999900
with pytest.raises(ValueError):
    parse_money_amount_to_cents("1,23")
with pytest.raises(ValueError):
    parse_money_amount_to_cents("1234,567")
with pytest.raises(ValueError):
    parse_money_amount_to_cents("1.234")
with pytest.raises(ValueError):
    parse_money_amount_to_cents("1.")
with pytest.raises(ValueError):
    parse_money_amount_to_cents(".5")
