# domain: validation
# function: is_valid_pesel_checksum
# query: Validate the checksum of an 11-digit Polish PESEL number: multiply the first ten digits by
#   weights 1, 3, 7, 9 repeating, and the last digit must equal (10 - sum % 10) % 10. Returns a bool
#   (the embedded birth date is not checked).

def is_valid_pesel_checksum(pesel):
    if len(pesel) != 11 or not pesel.isdigit() or not pesel.isascii():
        return False
    weights = [1, 3, 7, 9]
    total = 0
    for i in range(10):
        total += int(pesel[i]) * weights[i % 4]
    return (10 - total % 10) % 10 == int(pesel[10])

# --- tests ---
import pytest

assert is_valid_pesel_checksum("44051401359") is True
assert is_valid_pesel_checksum("44051401358") is False
assert is_valid_pesel_checksum("02070803628") is True
assert is_valid_pesel_checksum("00000000000") is True
assert is_valid_pesel_checksum("10000000009") is True
assert is_valid_pesel_checksum("01000000007") is True
assert is_valid_pesel_checksum("00100000003") is True
assert is_valid_pesel_checksum("00010000001") is True
assert is_valid_pesel_checksum("4405140135") is False
assert is_valid_pesel_checksum("4405140135a") is False

# --- implementation 2: zip with a cycled weight sequence ---
from itertools import cycle


def is_valid_pesel_checksum(pesel):
    if len(pesel) != 11 or any(c not in "0123456789" for c in pesel):
        return False
    digits = list(map(int, pesel))
    total = sum(d * w for d, w in zip(digits[:10], cycle((1, 3, 7, 9))))
    return -total % 10 == digits[10]

# --- implementation 3: weights 1,3,7,9,1,3,7,9,1,3,1 over all eleven digits give a multiple of 10 ---
import re


def is_valid_pesel_checksum(pesel):
    if not re.fullmatch(r"[0-9]{11}", pesel):
        return False
    weights = (1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1)
    total = 0
    for weight, digit in zip(weights, pesel):
        total += weight * int(digit)
    return total % 10 == 0

# --- inputs ---
def random_input(rng):
    body = [rng.randint(0, 9) for _ in range(10)]
    check = (-sum(d * (1, 3, 7, 9)[i % 4] for i, d in enumerate(body))) % 10
    if rng.random() < 0.3:
        check = rng.randint(0, 9)
    s = "".join(map(str, body)) + str(check)
    if rng.random() < 0.1:
        s = rng.choice([s[:-1], s + "1", s[:-1] + "a", s[:5] + "٣" + s[6:]])
    return (s,)
