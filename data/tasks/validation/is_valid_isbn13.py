# domain: validation
# function: is_valid_isbn13
# query: Validate an ISBN-13: ignoring hyphens and spaces it must be 13 digits whose weighted sum,
#   with weights alternating 1 and 3 starting at the first digit, is a multiple of 10. Returns a
#   bool; any non-digit character makes it invalid.

def is_valid_isbn13(isbn):
    digits = isbn.replace("-", "").replace(" ", "")
    if len(digits) != 13 or not digits.isdigit():
        return False
    total = 0
    for i in range(13):
        weight = 1 if i % 2 == 0 else 3
        total += int(digits[i]) * weight
    return total % 10 == 0

# --- tests ---
import pytest

assert is_valid_isbn13("978-0-306-40615-7") is True
assert is_valid_isbn13("9780306406157") is True
assert is_valid_isbn13("9780306406158") is False
assert is_valid_isbn13("978 0 306 40615 7") is True
assert is_valid_isbn13("978030640615") is False
assert is_valid_isbn13("97803064061570") is False
assert is_valid_isbn13("978030640615X") is False
assert is_valid_isbn13("9781861972712") is True
assert is_valid_isbn13("0000000000001") is False
assert is_valid_isbn13("1000000000009") is True
