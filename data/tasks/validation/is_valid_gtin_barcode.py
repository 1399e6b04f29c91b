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

# --- implementation 2: slices of the reversed digits for the two weights ---
def is_valid_gtin_barcode(code):
    if len(code) not in {8, 12, 13, 14} or any(c not in "0123456789" for c in code):
        return False
    digits = [int(c) for c in code[::-1]]
    total = sum(digits[0::2]) + 3 * sum(digits[1::2])
    return total % 10 == 0

# --- implementation 3: pad to 14 digits with zeros so the weights always start with 3 ---
import re


def is_valid_gtin_barcode(code):
    if not re.fullmatch(r"[0-9]{8}|[0-9]{12,14}", code):
        return False
    padded = code.zfill(14)
    total = sum(int(d) * (3 if i % 2 == 0 else 1) for i, d in enumerate(padded))
    return total % 10 == 0

# --- implementation 4: compute the expected check digit from the body and compare ---
def is_valid_gtin_barcode(code):
    if len(code) not in (8, 12, 13, 14) or not all("0" <= c <= "9" for c in code):
        return False
    body, check = code[:-1], int(code[-1])
    weighted = 0
    for i, c in enumerate(reversed(body)):
        weighted += int(c) * (3 if i % 2 == 0 else 1)
    return (10 - weighted % 10) % 10 == check

# --- inputs ---
def random_input(rng):
    n = rng.choice([7, 8, 9, 12, 13, 14, 15, 10])
    body = [rng.randint(0, 9) for _ in range(n - 1)]
    total = sum(d * (3 if i % 2 == 0 else 1) for i, d in enumerate(reversed(body)))
    check = (-total) % 10 if rng.random() < 0.6 else rng.randint(0, 9)
    code = "".join(map(str, body)) + str(check)
    if rng.random() < 0.08:
        code = code[:-2] + rng.choice("a ٣") + code[-1]
    return (code,)
