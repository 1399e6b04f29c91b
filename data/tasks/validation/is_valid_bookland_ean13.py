# domain: validation
# function: is_valid_bookland_ean13
# query: Check that a 13-digit EAN is a "Bookland" code for books: it must start with "978" or "979"
#   and its EAN-13 check digit must be correct (weights 1 and 3 alternating from the left). Hyphens
#   are ignored. Returns a bool.

def is_valid_bookland_ean13(code):
    digits = code.replace("-", "")
    if len(digits) != 13 or not digits.isdigit():
        return False
    if digits[:3] != "978" and digits[:3] != "979":
        return False
    total = 0
    for i in range(12):
        total += int(digits[i]) * (3 if i % 2 else 1)
    return (10 - total % 10) % 10 == int(digits[12])

# --- tests ---
import pytest

assert is_valid_bookland_ean13("978-0-306-40615-7") is True
assert is_valid_bookland_ean13("9780306406158") is False
assert is_valid_bookland_ean13("4006381333931") is False
assert is_valid_bookland_ean13("9791234567896") is True
assert is_valid_bookland_ean13("9770000000008") is False
assert is_valid_bookland_ean13("978030640615") is False
assert is_valid_bookland_ean13("978030640615X") is False
assert is_valid_bookland_ean13("9780000000002") is True
assert is_valid_bookland_ean13("9780000000010") is False
assert is_valid_bookland_ean13("9780000000019") is True

# --- implementation 2: the weighted sum of all 13 digits must be a multiple of 10 ---
def is_valid_bookland_ean13(code):
    digits = [c for c in code if c != "-"]
    if len(digits) != 13 or not all(c in "0123456789" for c in digits):
        return False
    if "".join(digits[:3]) not in ("978", "979"):
        return False
    total = sum(int(d) * (1 if i % 2 == 0 else 3) for i, d in enumerate(digits))
    return total % 10 == 0

# --- implementation 3: regex for the prefix, slices for the odd and even positions ---
import re


def is_valid_bookland_ean13(code):
    plain = re.sub("-", "", code)
    if not re.fullmatch(r"97[89][0-9]{10}", plain):
        return False
    body = [int(ch) for ch in plain[:12]]
    check = -(sum(body[0::2]) + 3 * sum(body[1::2])) % 10
    return check == int(plain[12])

# --- inputs ---
def random_input(rng):
    prefix = rng.choice(["978", "979", "977", "400"])
    body = prefix + "".join(rng.choice("0123456789") for _ in range(9))
    total = sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(body))
    check = (10 - total % 10) % 10
    if rng.random() < 0.3:
        check = (check + rng.randint(1, 9)) % 10
    code = body + str(check)
    r = rng.random()
    if r < 0.3:
        code = code[:3] + "-" + code[3:4] + "-" + code[4:7] + "-" + code[7:12] + "-" + code[12]
    elif r < 0.4:
        code = rng.choice([code[:-1], code + "0", code[:-1] + "X"])
    return (code,)
