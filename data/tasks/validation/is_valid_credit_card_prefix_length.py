# domain: validation
# function: is_valid_credit_card_prefix_length
# query: Identify a card brand from number, a digit string, and check its length: "visa" starts with
#   4 and has 13 or 16 digits, "amex" starts with 34 or 37 and has 15 digits, "mastercard"
#   starts with 51-55 and has 16 digits. Return the brand name, or None when nothing matches.

def is_valid_credit_card_prefix_length(number):
    if not number.isdigit():
        return None
    n = len(number)
    if number[0] == "4" and (n == 13 or n == 16):
        return "visa"
    if number[:2] in ("34", "37") and n == 15:
        return "amex"
    first_two = int(number[:2])
    if 51 <= first_two <= 55 and n == 16:
        return "mastercard"
    return None

# --- tests ---
import pytest

assert is_valid_credit_card_prefix_length("4" + "1" * 12) == "visa"
assert is_valid_credit_card_prefix_length("4" + "1" * 15) == "visa"
assert is_valid_credit_card_prefix_length("4" + "1" * 14) is None
assert is_valid_credit_card_prefix_length("34" + "0" * 13) == "amex"
assert is_valid_credit_card_prefix_length("37" + "0" * 14) is None
assert is_valid_credit_card_prefix_length("51" + "0" * 14) == "mastercard"
assert is_valid_credit_card_prefix_length("55" + "0" * 14) == "mastercard"
assert is_valid_credit_card_prefix_length("56" + "0" * 14) is None
assert is_valid_credit_card_prefix_length("50" + "0" * 14) is None
assert is_valid_credit_card_prefix_length("") is None

# --- implementation 2: table of (brand, prefixes, lengths) searched in order ---
BRANDS = [
    ("visa", ("4",), (13, 16)),
    ("amex", ("34", "37"), (15,)),
    ("mastercard", ("51", "52", "53", "54", "55"), (16,)),
]


def is_valid_credit_card_prefix_length(number):
    if not number.isdigit():
        return None
    for brand, prefixes, lengths in BRANDS:
        if number.startswith(prefixes) and len(number) in lengths:
            return brand
    return None

# --- implementation 3: one regular expression per brand ---
import re


def is_valid_credit_card_prefix_length(number):
    patterns = {"visa": r"4(?:\d{12}|\d{15})", "amex": r"3[47]\d{13}", "mastercard": r"5[1-5]\d{14}"}
    for name, pattern in patterns.items():
        if re.fullmatch(pattern, number, re.ASCII):
            return name
    return None

# --- inputs ---
def random_input(rng):
    prefix = rng.choice(["4", "34", "37", "35", "50", "51", "53", "55", "56", "6", ""])
    length = rng.choice([12, 13, 14, 15, 16, 17])
    number = prefix + "".join(rng.choice("0123456789") for _ in range(max(0, length - len(prefix))))
    if rng.random() < 0.1:
        number = rng.choice(["", "4111-1111-1111", "abc", "4" + "1" * 11 + "x"])
    return (number,)
