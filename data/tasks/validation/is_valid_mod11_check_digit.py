# domain: validation
# function: is_valid_mod11_check_digit
# query: Validate a numeric identifier that ends in a mod-11 check character: the body digits are
#   weighted 2, 3, 4, ... starting from the rightmost body digit, the check value is
#   (11 - sum % 11) % 11, and a value of 10 is written "X". Returns a bool; the body must be non-empty digits.

def is_valid_mod11_check_digit(identifier):
    if len(identifier) < 2:
        return False
    body, check = identifier[:-1], identifier[-1]
    if not body.isdigit() or not body.isascii():
        return False
    total = 0
    weight = 2
    for ch in reversed(body):
        total += int(ch) * weight
        weight += 1
    value = (11 - total % 11) % 11
    expected = "X" if value == 10 else str(value)
    return check == expected

# --- tests ---
import pytest

assert is_valid_mod11_check_digit("00") is True
assert is_valid_mod11_check_digit("19") is True
assert is_valid_mod11_check_digit("1234565") is False
assert is_valid_mod11_check_digit("1234560") is True
assert is_valid_mod11_check_digit("1236") is True
assert is_valid_mod11_check_digit("507") is True
assert is_valid_mod11_check_digit("6X") is True
assert is_valid_mod11_check_digit("5X") is False
assert is_valid_mod11_check_digit("0") is False
assert is_valid_mod11_check_digit("a19") is False

# --- implementation 2: weights from enumerate over the reversed body, check via a lookup string ---
import re


def is_valid_mod11_check_digit(identifier):
    if not re.fullmatch(r"[0-9]+[0-9X]", identifier):
        return False
    body = identifier[:-1]
    total = sum(int(d) * w for w, d in enumerate(reversed(body), start=2))
    return identifier[-1] == "0123456789X"[-total % 11]

# --- implementation 3: include the check value in the sum; the total must be divisible by 11 ---
def is_valid_mod11_check_digit(identifier):
    body, check = identifier[:-1], identifier[-1:]
    if not body or any(c not in "0123456789" for c in body):
        return False
    if check == "X":
        value = 10
    elif check in "0123456789" and check:
        value = int(check)
    else:
        return False
    weighted = sum(int(c) * (len(body) + 1 - i) for i, c in enumerate(body))
    return (weighted + value) % 11 == 0

# --- inputs ---
def random_input(rng):
    body = "".join(rng.choice("0123456789") for _ in range(rng.randint(0, 6)))
    total = sum(int(d) * w for w, d in enumerate(reversed(body), start=2))
    value = (11 - total % 11) % 11
    check = "X" if value == 10 else str(value)
    if rng.random() < 0.35:
        check = rng.choice("0123456789Xx")
    s = body + check
    if rng.random() < 0.08:
        s = "a" + s
    return (s,)
