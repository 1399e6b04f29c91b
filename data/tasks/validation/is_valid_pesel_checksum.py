# domain: validation
# function: is_valid_pesel_checksum
# query: Validate the checksum of an 11-digit Polish PESEL number: multiply the first ten digits by
#   weights 1, 3, 7, 9 repeating, and the last digit must equal (10 - sum % 10) % 10. Returns a bool
#   (the embedded birth date is not checked).

def is_valid_pesel_checksum(pesel):
    if len(pesel) != 11 or not pesel.isdigit() or not pesel.isascii():
        return False
    weights = [1, 3, 7, 9]
    total = 0
    for i in range(10):
        total += int(pesel[i]) * weights[i % 4]
    return (10 - total % 10) % 10 == int(pesel[10])

# --- tests ---
import pytest

assert is_valid_pesel_checksum("44051401359") is True
assert is_valid_pesel_checksum("44051401358") is False
assert is_valid_pesel_checksum("02070803628") is True
assert is_valid_pesel_checksum("00000000000") is True
assert is_valid_pesel_checksum("10000000009") is True
assert is_valid_pesel_checksum("01000000007") is True
assert is_valid_pesel_checksum("00100000003") is True
assert is_valid_pesel_checksum("00010000001") is True
assert is_valid_pesel_checksum("4405140135") is False
assert is_valid_pesel_checksum("4405140135a") is False
