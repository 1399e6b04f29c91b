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

# --- implementation 2: regular expression with an optional plus-four group ---
import re


def is_valid_us_zip_code(zip_code):
    pattern = r"[0-9]{5}(?:-[0-9]{4})?"
    matched = re.fullmatch(pattern, zip_code)
    return matched is not None

# --- implementation 3: partition on the hyphen and check each half ---
def is_valid_us_zip_code(zip_code):
    digits = set("0123456789")
    main, hyphen, extra = zip_code.partition("-")
    if len(main) != 5 or not set(main) <= digits:
        return False
    if not hyphen:
        return True
    return len(extra) == 4 and set(extra) <= digits

# --- inputs ---
def random_input(rng):
    main = "".join(rng.choice("0123456789") for _ in range(rng.choice([4, 5, 5, 5, 6])))
    extra = rng.choice(["", "", "-6789", "-678", " 6789", "6789", "-678a", "--123", "-12-4"])
    s = main + extra
    if rng.random() < 0.1:
        s = "a" + s[1:]
    return (s,)
