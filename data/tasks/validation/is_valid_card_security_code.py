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
