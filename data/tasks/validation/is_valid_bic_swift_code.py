# domain: validation
# function: is_valid_bic_swift_code
# query: Validate a BIC/SWIFT bank code: 8 or 11 characters, the first six uppercase ASCII letters
#   (bank and country code), the next two uppercase letters or digits (location), and an optional
#   3-character branch of uppercase letters or digits. Returns a bool.

def is_valid_bic_swift_code(code):
    if len(code) != 8 and len(code) != 11:
        return False
    for i, ch in enumerate(code):
        is_letter = "A" <= ch <= "Z"
        is_digit = "0" <= ch <= "9"
        if i < 6 and not is_letter:
            return False
        if i >= 6 and not (is_letter or is_digit):
            return False
    return True

# --- tests ---
import pytest

assert is_valid_bic_swift_code("DEUTDEFF") is True
assert is_valid_bic_swift_code("DEUTDEFF500") is True
assert is_valid_bic_swift_code("NEDSZAJJXXX") is True
assert is_valid_bic_swift_code("DEUTDE9F") is True
assert is_valid_bic_swift_code("DEUTD3FF") is False
assert is_valid_bic_swift_code("DEUTDEF") is False
assert is_valid_bic_swift_code("DEUTDE-F") is False
assert is_valid_bic_swift_code("deutdeff") is False
assert is_valid_bic_swift_code("DEUTDEFF50-") is False
assert is_valid_bic_swift_code("ZZZZZZ00") is True
