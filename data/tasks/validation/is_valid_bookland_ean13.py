# domain: validation
# function: is_valid_bookland_ean13
# query: Check that a 13-digit EAN is a "Bookland" code for books: it must start with "978" or "979"
#   and its EAN-13 check digit must be correct (weights 1 and 3 alternating from the left). Hyphens
#   are ignored. Returns a bool.

def is_valid_bookland_ean13(code):
    digits = code.replace("-", "")
    if len(digits) != 13 or not digits.isdigit():
        return False
    if digits[:3] != "978" and digits[:3] != "979":
        return False
    total = 0
    for i in range(12):
        total += int(digits[i]) * (3 if i % 2 else 1)
    return (10 - total % 10) % 10 == int(digits[12])

# --- tests ---
import pytest

assert is_valid_bookland_ean13("978-0-306-40615-7") is True
assert is_valid_bookland_ean13("9780306406158") is False
assert is_valid_bookland_ean13("4006381333931") is False
assert is_valid_bookland_ean13("9791234567896") is True
assert is_valid_bookland_ean13("9770000000008") is False
assert is_valid_bookland_ean13("978030640615") is False
assert is_valid_bookland_ean13("978030640615X") is False
assert is_valid_bookland_ean13("9780000000002") is True
assert is_valid_bookland_ean13("9780000000010") is False
assert is_valid_bookland_ean13("9780000000019") is True
