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

# --- implementation 2: regex shape check, int(c, 36) expansion, Luhn with doubled-digit table ---
import re


def is_valid_isin_code(isin):
    if not re.fullmatch(r"[A-Z]{2}[A-Z0-9]{9}[0-9]", isin):
        return False
    digits = "".join(str(int(c, 36)) for c in isin)
    doubled = [0, 2, 4, 6, 8, 1, 3, 5, 7, 9]
    total = 0
    for position, d in enumerate(map(int, reversed(digits))):
        total += doubled[d] if position % 2 else d
    return total % 10 == 0

# --- implementation 3: Luhn by doubling, concatenating the products and summing their digits ---
import string


def is_valid_isin_code(isin):
    alphabet = string.digits + string.ascii_uppercase
    if len(isin) != 12 or not isin[:2].isalpha() or any(c not in alphabet for c in isin):
        return False
    expanded = "".join(str(alphabet.index(c)) for c in isin)
    odd = expanded[-1::-2]
    even = expanded[-2::-2]
    products = "".join(str(int(c) * 2) for c in even)
    return (sum(map(int, odd)) + sum(map(int, products))) % 10 == 0

# --- inputs ---
def random_input(rng):
    valid = ["US0378331005", "AU0000XVGZA3", "GB0002634946", "DE000BAY0017", "US5949181045"]
    s = rng.choice(valid)
    r = rng.random()
    if r < 0.5:
        i = rng.randrange(12)
        s = s[:i] + rng.choice("0123456789AZ-a") + s[i + 1:]
    elif r < 0.6:
        s = rng.choice([s[:-1], s + "1", s.lower()])
    return (s,)
