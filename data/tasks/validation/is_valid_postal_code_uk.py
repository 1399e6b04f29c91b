# domain: validation
# function: is_valid_postal_code_uk
# query: Check a simplified UK postcode "OUTWARD INWARD" separated by one space: the outward code is
#   2-4 characters starting with a letter and containing at least one digit, the inward code is a
#   digit followed by two letters. Letters must be uppercase. Returns a bool.

def is_valid_postal_code_uk(code):
    parts = code.split(" ")
    if len(parts) != 2:
        return False
    outward, inward = parts
    if len(outward) > 4:
        return False
    if not ("A" <= outward[0] <= "Z"):
        return False
    if not any("0" <= ch <= "9" for ch in outward):
        return False
    for ch in outward:
        if not ("A" <= ch <= "Z" or "0" <= ch <= "9"):
            return False
    if len(inward) != 3 or not ("0" <= inward[0] <= "9"):
        return False
    return "A" <= inward[1] <= "Z" and "A" <= inward[2] <= "Z"

# --- tests ---
import pytest

assert is_valid_postal_code_uk("SW1A 1AA") is True
assert is_valid_postal_code_uk("AZ0 0AA") is True
assert is_valid_postal_code_uk("Z9 9ZZ") is True
assert is_valid_postal_code_uk("SW1AB 1AA") is False
assert is_valid_postal_code_uk("MM 1AE") is False
assert is_valid_postal_code_uk("1M 1AE") is False
assert is_valid_postal_code_uk("M-1 1AE") is False
assert is_valid_postal_code_uk("M1 AAE") is False
assert is_valid_postal_code_uk("M1 11A") is False
assert is_valid_postal_code_uk("M1 1A1") is False

# --- implementation 2: regular expressions for both halves ---
import re


def is_valid_postal_code_uk(code):
    m = re.fullmatch(r"([A-Z][A-Z0-9]{1,3}) ([0-9][A-Z]{2})", code)
    if m is None:
        return False
    return re.search(r"[0-9]", m.group(1)) is not None

# --- implementation 3: split and set checks with string constants ---
import string


def is_valid_postal_code_uk(code):
    if code.count(" ") != 1:
        return False
    outward, inward = code.split(" ")
    upper, digits = set(string.ascii_uppercase), set(string.digits)
    if not 2 <= len(outward) <= 4 or outward[0] not in upper:
        return False
    if not set(outward) <= upper | digits or not set(outward) & digits:
        return False
    return len(inward) == 3 and inward[0] in digits and set(inward[1:]) <= upper

# --- inputs ---
def random_input(rng):
    outward = rng.choice("SMZA") + "".join(rng.choice("AW19") for _ in range(rng.randint(1, 4)))
    inward = rng.choice("019") + rng.choice("AZ") + rng.choice("AZ")
    code = outward + " " + inward
    if rng.random() < 0.4:
        i = rng.randrange(len(code))
        code = code[:i] + rng.choice(["1", "A", "-", "m", "", " "]) + code[i + 1:]
    return (code,)
