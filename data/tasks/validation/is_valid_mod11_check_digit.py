# domain: validation
# function: is_valid_mod11_check_digit
# query: Validate a numeric identifier that ends in a mod-11 check character: the body digits are
#   weighted 2, 3, 4, ... starting from the rightmost body digit, the check value is
#   (11 - sum % 11) % 11, and a value of 10 is written "X". Returns a bool; the body must be non-empty digits.

def is_valid_mod11_check_digit(identifier):
    if len(identifier) < 2:
        return False
    body, check = identifier[:-1], identifier[-1]
    if not body.isdigit() or not body.isascii():
        return False
    total = 0
    weight = 2
    for ch in reversed(body):
        total += int(ch) * weight
        weight += 1
    value = (11 - total % 11) % 11
    expected = "X" if value == 10 else str(value)
    return check == expected

# --- tests ---
import pytest

assert is_valid_mod11_check_digit("00") is True
assert is_valid_mod11_check_digit("19") is True
assert is_valid_mod11_check_digit("1234565") is False
assert is_valid_mod11_check_digit("1234560") is True
assert is_valid_mod11_check_digit("1236") is True
assert is_valid_mod11_check_digit("507") is True
assert is_valid_mod11_check_digit("6X") is True
assert is_valid_mod11_check_digit("5X") is False
assert is_valid_mod11_check_digit("0") is False
assert is_valid_mod11_check_digit("a19") is False
