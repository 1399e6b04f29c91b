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

# --- implementation 2: regular expression with an optional branch group ---
import re


def is_valid_bic_swift_code(code):
    pattern = re.compile(r"[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?")
    found = pattern.fullmatch(code)
    return found is not None

# --- implementation 3: set membership for the two parts of the code ---
import string


def is_valid_bic_swift_code(code):
    if len(code) not in (8, 11):
        return False
    letters = set(string.ascii_uppercase)
    alnum = letters | set(string.digits)
    return set(code[:6]) <= letters and set(code[6:]) <= alnum

# --- inputs ---
def random_input(rng):
    def part(pool, n):
        return "".join(rng.choice(pool) for _ in range(n))
    code = part("ABDEZ", 6) + part("AZ09", 2) + rng.choice(["", part("X05", 3), part("X0", 2), part("X0", 4)])
    r = rng.random()
    if r < 0.2:
        i = rng.randrange(len(code))
        code = code[:i] + rng.choice("a3-é ") + code[i + 1:]
    elif r < 0.25:
        code = code.lower()
    return (code,)
