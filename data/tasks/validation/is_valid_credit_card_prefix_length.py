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
