# domain: validation
# function: is_valid_card_security_code
# query: Validate a card security code for a given brand: "amex" needs exactly 4 digits, every other
#   brand exactly 3 digits; only ASCII digits are allowed. Brand comparison is case-insensitive.
#   Returns a bool.

def is_valid_card_security_code(code, brand):
    expected = 4 if brand.lower() == "amex" else 3
    if len(code) != expected:
        return False
    for ch in code:
        if ch < "0" or ch > "9":
            return False
    return True

# --- tests ---
import pytest

assert is_valid_card_security_code("123", "visa") is True
assert is_valid_card_security_code("1234", "AMEX") is True
assert is_valid_card_security_code("123", "amex") is False
assert is_valid_card_security_code("1234", "visa") is False
assert is_valid_card_security_code("12", "visa") is False
assert is_valid_card_security_code("12a", "visa") is False
assert is_valid_card_security_code("909", "mastercard") is True
assert is_valid_card_security_code("0000", "Amex") is True
assert is_valid_card_security_code("1/3", "visa") is False
assert is_valid_card_security_code("1:3", "visa") is False

# --- implementation 2: regex with the digit count chosen by brand ---
import re


def is_valid_card_security_code(code, brand):
    length = 4 if brand.casefold() == "amex" else 3
    pattern = "[0-9]{%d}" % length
    return re.fullmatch(pattern, code) is not None

# --- implementation 3: dict of required lengths and a set of digit characters ---
def is_valid_card_security_code(code, brand):
    required = {"amex": 4}.get(brand.lower(), 3)
    digits = set("0123456789")
    if len(code) != required:
        return False
    return all(ch in digits for ch in code)

# --- inputs ---
def random_input(rng):
    code = "".join(rng.choice("0123456789") for _ in range(rng.randint(2, 5)))
    if rng.random() < 0.2:
        i = rng.randrange(len(code))
        code = code[:i] + rng.choice("a/: ١") + code[i + 1:]
    return (code, rng.choice(["visa", "amex", "AMEX", "Amex", "mastercard", "amex "]))
