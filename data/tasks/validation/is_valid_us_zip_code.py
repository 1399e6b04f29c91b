# domain: validation
# function: is_valid_us_zip_code
# query: Validate zip_code as a US ZIP code in either 5-digit form ("12345") or ZIP+4 form
#   ("12345-6789"). Only ASCII digits are allowed apart from the single hyphen at position 6.
#   Returns a bool.

def is_valid_us_zip_code(zip_code):
    if len(zip_code) != 5 and len(zip_code) != 10:
        return False
    for i, ch in enumerate(zip_code):
        if i == 5:
            if ch != "-":
                return False
        elif ch not in "0123456789":
            return False
    return True

# --- tests ---
import pytest

assert is_valid_us_zip_code("12345") is True
assert is_valid_us_zip_code("12345-6789") is True
assert is_valid_us_zip_code("1234") is False
assert is_valid_us_zip_code("123456") is False
assert is_valid_us_zip_code("12345-678") is False
assert is_valid_us_zip_code("1234567890") is False
assert is_valid_us_zip_code("12345 6789") is False
assert is_valid_us_zip_code("a2345") is False
assert is_valid_us_zip_code("12345-678a") is False
