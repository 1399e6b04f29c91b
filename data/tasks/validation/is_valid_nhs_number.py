# domain: validation
# function: is_valid_nhs_number
# query: Validate a 10-digit UK NHS number (spaces ignored): multiply the first nine digits by
#   weights 10 down to 2, take 11 minus the sum mod 11 (11 becomes 0); the number is valid when this
#   equals the last digit, and a result of 10 is always invalid. Returns a bool.

def is_valid_nhs_number(number):
    digits = number.replace(" ", "")
    if len(digits) != 10 or not digits.isdigit() or not digits.isascii():
        return False
    total = 0
    for i in range(9):
        total += int(digits[i]) * (10 - i)
    check = 11 - total % 11
    if check == 11:
        check = 0
    return check == int(digits[9])

# --- tests ---
import pytest

assert is_valid_nhs_number("943 476 5919") is True
assert is_valid_nhs_number("9434765919") is True
assert is_valid_nhs_number("9434765918") is False
assert is_valid_nhs_number("0000000000") is True
assert is_valid_nhs_number("1000000001") is True
assert is_valid_nhs_number("1000000010") is False
assert is_valid_nhs_number("943476591") is False
assert is_valid_nhs_number("94347659190") is False
assert is_valid_nhs_number("943476591a") is False
assert is_valid_nhs_number("4010232137") is True

# --- implementation 2: weighted sum including the check digit must be divisible by 11 ---
def is_valid_nhs_number(number):
    digits = [c for c in number if c != " "]
    if len(digits) != 10 or not all(c in "0123456789" for c in digits):
        return False
    values = [int(c) for c in digits]
    total = sum(v * w for v, w in zip(values, range(10, 1, -1)))
    remainder = total % 11
    if remainder == 1:
        return False
    return (11 - remainder) % 11 == values[9]

# --- implementation 3: regex, then a dict from the remainder to the expected check digit ---
import re


def is_valid_nhs_number(number):
    compact = number.replace(" ", "")
    if re.fullmatch(r"[0-9]{10}", compact) is None:
        return False
    total = sum(int(compact[i]) * (10 - i) for i in range(9))
    expected = {0: 0}.get(total % 11, 11 - total % 11)
    return expected != 10 and expected == int(compact[9])

# --- inputs ---
def random_input(rng):
    body = [rng.randint(0, 9) for _ in range(9)]
    total = sum(d * (10 - i) for i, d in enumerate(body))
    check = (11 - total % 11) % 11
    if check == 10 or rng.random() < 0.3:
        check = rng.randint(0, 9)
    s = "".join(map(str, body)) + str(check)
    r = rng.random()
    if r < 0.3:
        s = s[:3] + " " + s[3:6] + " " + s[6:]
    elif r < 0.4:
        s = rng.choice([s[:-1], s + "0", s[:-1] + "a", "1000000010"])
    return (s,)
