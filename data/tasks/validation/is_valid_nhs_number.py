# domain: validation
# function: is_valid_nhs_number
# query: Validate a 10-digit UK NHS number (spaces ignored): multiply the first nine digits by
#   weights 10 down to 2, take 11 minus the sum mod 11 (11 becomes 0); the number is valid when this
#   equals the last digit, and a result of 10 is always invalid. Returns a bool.

def is_valid_nhs_number(number):
    digits = number.replace(" ", "")
    if len(digits) != 10 or not digits.isdigit() or not digits.isascii():
        return False
    total = 0
    for i in range(9):
        total += int(digits[i]) * (10 - i)
    check = 11 - total % 11
    if check == 11:
        check = 0
    return check == int(digits[9])

# --- tests ---
import pytest

assert is_valid_nhs_number("943 476 5919") is True
assert is_valid_nhs_number("9434765919") is True
assert is_valid_nhs_number("9434765918") is False
assert is_valid_nhs_number("0000000000") is True
assert is_valid_nhs_number("1000000001") is True
assert is_valid_nhs_number("1000000010") is False
assert is_valid_nhs_number("943476591") is False
assert is_valid_nhs_number("94347659190") is False
assert is_valid_nhs_number("943476591a") is False
assert is_valid_nhs_number("4010232137") is True
