# domain: validation
# function: is_valid_isin_code
# query: Validate an ISIN securities identifier: 12 characters, a two-letter uppercase country code,
#   nine uppercase alphanumerics and a check digit. Letters are expanded to two-digit numbers
#   (A=10 ... Z=35) and the resulting digit string must pass the Luhn check. Returns a bool.

def is_valid_isin_code(isin):
    if len(isin) != 12 or not ("A" <= isin[0] <= "Z" and "A" <= isin[1] <= "Z"):
        return False
    digits = ""
    for ch in isin:
        if "0" <= ch <= "9":
            digits += ch
        elif "A" <= ch <= "Z":
            digits += str(ord(ch) - ord("A") + 10)
        else:
            return False
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d = d * 2 - 9 if d * 2 > 9 else d * 2
        total += d
    return total % 10 == 0

# --- tests ---
import pytest

assert is_valid_isin_code("US0378331005") is True
assert is_valid_isin_code("US0378331006") is False
assert is_valid_isin_code("AU0000XVGZA3") is True
assert is_valid_isin_code("GB0002634946") is True
assert is_valid_isin_code("US037833100") is False
assert is_valid_isin_code("U10378331009") is False
assert is_valid_isin_code("1S0378331000") is False
assert is_valid_isin_code("US03783310-5") is False
assert is_valid_isin_code("DE000BAY0017") is True
