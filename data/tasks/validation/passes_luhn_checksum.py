# domain: validation
# function: passes_luhn_checksum
# query: Check a credit-card style number string with the Luhn algorithm. Spaces are ignored; any
#   other non-digit character, or fewer than 2 digits, makes it invalid. Returns True when the Luhn
#   sum is divisible by 10.

def passes_luhn_checksum(number):
    digits = number.replace(" ", "")
    if len(digits) < 2 or not digits.isdigit():
        return False
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0

# --- tests ---
import pytest

assert passes_luhn_checksum("4539 3195 0343 6467") is True
assert passes_luhn_checksum("8273 1232 7352 0569") is False
assert passes_luhn_checksum("79927398713") is True
assert passes_luhn_checksum("79927398710") is False
assert passes_luhn_checksum("0") is False
assert passes_luhn_checksum("00") is True
assert passes_luhn_checksum("18") is True
assert passes_luhn_checksum("59") is True
assert passes_luhn_checksum("4539-3195") is False
assert passes_luhn_checksum("") is False
