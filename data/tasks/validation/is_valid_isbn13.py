# domain: validation
# function: is_valid_isbn13
# query: Validate an ISBN-13: ignoring hyphens and spaces it must be 13 digits whose weighted sum,
#   with weights alternating 1 and 3 starting at the first digit, is a multiple of 10. Returns a
#   bool; any non-digit character makes it invalid.

def is_valid_isbn13(isbn):
    digits = isbn.replace("-", "").replace(" ", "")
    if len(digits) != 13 or not digits.isdigit():
        return False
    total = 0
    for i in range(13):
        weight = 1 if i % 2 == 0 else 3
        total += int(digits[i]) * weight
    return total % 10 == 0

# --- tests ---
import pytest

assert is_valid_isbn13("978-0-306-40615-7") is True
assert is_valid_isbn13("9780306406157") is True
assert is_valid_isbn13("9780306406158") is False
assert is_valid_isbn13("978 0 306 40615 7") is True
assert is_valid_isbn13("978030640615") is False
assert is_valid_isbn13("97803064061570") is False
assert is_valid_isbn13("978030640615X") is False
assert is_valid_isbn13("9781861972712") is True
assert is_valid_isbn13("0000000000001") is False
assert is_valid_isbn13("1000000000009") is True

# --- implementation 2: regex removes separators, slices give the two weight classes ---
import re


def is_valid_isbn13(isbn):
    digits = re.sub(r"[- ]", "", isbn)
    if not re.fullmatch(r"[0-9]{13}", digits):
        return False
    values = [int(d) for d in digits]
    return (sum(values[::2]) + 3 * sum(values[1::2])) % 10 == 0

# --- implementation 3: the check digit is recomputed from the first twelve digits ---
def is_valid_isbn13(isbn):
    kept = [c for c in isbn if c not in "- "]
    if len(kept) != 13 or any(c not in "0123456789" for c in kept):
        return False
    weighted = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(kept[:12]))
    expected = (10 - weighted % 10) % 10
    return expected == int(kept[12])

# --- implementation 4: str.translate deletes the separators, zip with a cycled weight pair ---
from itertools import cycle


def is_valid_isbn13(isbn):
    digits = isbn.translate(str.maketrans("", "", "- "))
    if len(digits) != 13 or not all(c in "0123456789" for c in digits):
        return False
    total = sum(int(d) * w for d, w in zip(digits, cycle((1, 3))))
    return total % 10 == 0

# --- inputs ---
def random_input(rng):
    body = [rng.randint(0, 9) for _ in range(12)]
    check = (-sum(d * (3 if i % 2 else 1) for i, d in enumerate(body))) % 10
    if rng.random() < 0.3:
        check = rng.randint(0, 9)
    s = "".join(map(str, body)) + str(check)
    r = rng.random()
    if r < 0.3:
        sep = rng.choice(["-", " "])
        s = s[:3] + sep + s[3] + sep + s[4:7] + sep + s[7:12] + sep + s[12]
    elif r < 0.4:
        s = rng.choice([s[:-1], s + "0", s[:-1] + "X", "", s[:5] + "_" + s[6:]])
    return (s,)
