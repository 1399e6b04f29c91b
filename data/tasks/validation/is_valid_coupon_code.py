# domain: validation
# function: is_valid_coupon_code
# query: Validate a coupon code of the form "XXXX-XXXX-C": two groups of four uppercase letters or
#   digits and a final check character equal to the digit (sum of the values of all eight group
#   characters) mod 10, where a digit counts as its value and a letter as its position (A=1 ... Z=26).

def is_valid_coupon_code(code):
    if len(code) != 11 or code[4] != "-" or code[9] != "-":
        return False
    total = 0
    for ch in code[:4] + code[5:9]:
        if "0" <= ch <= "9":
            total += ord(ch) - ord("0")
        elif "A" <= ch <= "Z":
            total += ord(ch) - ord("A") + 1
        else:
            return False
    return code[10] == str(total % 10)

# --- tests ---
import pytest

assert is_valid_coupon_code("AAAA-AAAA-8") is True
assert is_valid_coupon_code("AAAA-AAAA-9") is False
assert is_valid_coupon_code("0000-0000-0") is True
assert is_valid_coupon_code("ZZZZ-9999-0") is True
assert is_valid_coupon_code("ABC1-XYZ9-5") is False
assert is_valid_coupon_code("ABC1-XYZ9-1") is True
assert is_valid_coupon_code("abcd-AAAA-8") is False
assert is_valid_coupon_code("AAAA_AAAA-8") is False
assert is_valid_coupon_code("AAAA-AAAA8") is False
assert is_valid_coupon_code("AAAA-AAAA_8") is False

# --- implementation 2: regex for the layout, a value table for the checksum ---
import re
import string

VALUES = {c: i for i, c in enumerate(string.digits)}
VALUES.update({c: i + 1 for i, c in enumerate(string.ascii_uppercase)})


def is_valid_coupon_code(code):
    m = re.fullmatch(r"([A-Z0-9]{4})-([A-Z0-9]{4})-([0-9])", code)
    if m is None:
        return False
    total = sum(VALUES[c] for c in m.group(1) + m.group(2))
    return total % 10 == int(m.group(3))

# --- implementation 3: split on "-" and use int(c, 36) arithmetic for the values ---
def is_valid_coupon_code(code):
    parts = code.split("-")
    if len(parts) != 3 or [len(p) for p in parts] != [4, 4, 1]:
        return False
    total = 0
    for ch in parts[0] + parts[1]:
        if not (ch.isdigit() or ch.isupper()) or not ch.isascii():
            return False
        total += int(ch) if ch.isdigit() else int(ch, 36) - 9
    return parts[2] == str(total % 10)

# --- inputs ---
def random_input(rng):
    body = "".join(rng.choice("AZB09X") for _ in range(8))
    total = sum(int(c) if c.isdigit() else ord(c) - 64 for c in body)
    check = str(total % 10) if rng.random() < 0.6 else str(rng.randint(0, 9))
    code = body[:4] + "-" + body[4:] + "-" + check
    r = rng.random()
    if r < 0.2:
        i = rng.randrange(len(code))
        code = code[:i] + rng.choice("a_-X ") + code[i + 1:]
    elif r < 0.25:
        code = code[:-2] + code[-1]
    elif r < 0.32:
        code = code + rng.choice(["0", "8", "-"])
    return (code,)
