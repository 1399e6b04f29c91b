# domain: validation
# function: is_valid_gtin_barcode
# query: Validate code as a GTIN barcode of length 8, 12, 13 or 14 digits: counting from the
#   rightmost digit (the check digit) leftwards, digits are weighted 1, 3, 1, 3, ... and the
#   weighted sum must be a multiple of 10. Returns a bool.

def is_valid_gtin_barcode(code):
    if len(code) not in (8, 12, 13, 14):
        return False
    if not code.isdigit() or not code.isascii():
        return False
    total = 0
    for i, ch in enumerate(reversed(code)):
        weight = 3 if i % 2 == 1 else 1
        total += int(ch) * weight
    return total % 10 == 0

# --- tests ---
import pytest

assert is_valid_gtin_barcode("96385074") is True
assert is_valid_gtin_barcode("036000291452") is True
assert is_valid_gtin_barcode("4006381333931") is True
assert is_valid_gtin_barcode("00012345600012") is True
assert is_valid_gtin_barcode("4006381333932") is False
assert is_valid_gtin_barcode("036000291453") is False
assert is_valid_gtin_barcode("123456789") is False
assert is_valid_gtin_barcode("0000000000") is False
assert is_valid_gtin_barcode("40063813339a1") is False
assert is_valid_gtin_barcode("00000000000000") is True
