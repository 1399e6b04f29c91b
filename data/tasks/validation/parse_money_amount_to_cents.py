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

# --- implementation 2: regular expression, then Decimal scaled to cents ---
import re
from decimal import Decimal


def parse_money_amount_to_cents(text):
    m = re.fullmatch(r"(-?)([0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(\.[0-9]{1,2})?", text)
    if m is None:
        raise ValueError("malformed amount: %r" % text)
    amount = Decimal(m.group(2).replace(",", "") + (m.group(3) or ""))
    cents = int(amount * 100)
    return -cents if m.group(1) else cents

# --- implementation 3: validate the comma groups from the right, then integer arithmetic ---
def parse_money_amount_to_cents(text):
    negative = text.startswith("-")
    body = text[1:] if negative else text
    integer, point, decimals = body.partition(".")
    if point and not 1 <= len(decimals) <= 2:
        raise ValueError("one or two decimals expected")
    groups = integer.split(",")
    head, tail = groups[0], groups[1:]
    if not head or (tail and len(head) > 3) or any(len(g) != 3 for g in tail):
        raise ValueError("bad grouping")
    digits = "".join(groups) + decimals.ljust(2, "0")
    if not all(c in "0123456789" for c in digits):
        raise ValueError("digits expected")
    return -int(digits) if negative else int(digits)

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.15:
        return (rng.choice(["1,23", "1234,567", "1.234", "1.", ".5", "-", "", "1,,234", ",123", "1,234,56", "+5", "1 234", "12a"]),)
    n = rng.choice([0, 5, 12, 999, 1000, 1234, 999999, 1234567])
    whole = format(n, ",") if rng.random() < 0.5 else str(n)
    frac = rng.choice(["", "", ".5", ".05", ".56", ".00"])
    return (rng.choice(["", "", "-"]) + whole + frac,)
