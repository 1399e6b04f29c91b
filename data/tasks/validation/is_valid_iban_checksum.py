# domain: validation
# function: is_valid_iban_checksum
# query: Validate an IBAN-style account string: spaces are ignored, it must be 15-34 characters,
#   start with two letters and two digits, and contain only digits and uppercase letters. Move the
#   first four characters to the end, replace letters by 10..35, and the number mod 97 must be 1.

def is_valid_iban_checksum(iban):
    s = iban.replace(" ", "")
    if len(s) < 15 or len(s) > 34:
        return False
    if not (s[:2].isalpha() and s[2:4].isdigit()):
        return False
    rearranged = s[4:] + s[:4]
    remainder = 0
    for ch in rearranged:
        if ch.isdigit():
            remainder = (remainder * 10 + int(ch)) % 97
        elif "A" <= ch <= "Z":
            value = ord(ch) - ord("A") + 10
            remainder = (remainder * 100 + value) % 97
        else:
            return False
    return remainder == 1

# --- tests ---
import pytest

assert is_valid_iban_checksum("GB82 WEST 1234 5698 7654 32") is True
assert is_valid_iban_checksum("GB82 WEST 1234 5698 7654 33") is False
assert is_valid_iban_checksum("GBD2WEST12345698765432") is False
assert is_valid_iban_checksum("NO9386011117947") is True
assert is_valid_iban_checksum("NO561234567890") is False
assert is_valid_iban_checksum("XA59AAAAAZZZZZ11111111111111111111") is True
assert is_valid_iban_checksum("XZ50ZZZZZZZZZZ111111111111111111111") is False
assert is_valid_iban_checksum("1251WEST12345698765432") is False
assert is_valid_iban_checksum("GB1WWEST12345698765432") is False
assert is_valid_iban_checksum("G575WEST12345698765432") is False
