# domain: validation
# function: is_valid_isbn10
# query: Validate an ISBN-10 string: after removing hyphens it must be exactly 10 characters, the
#   first nine digits and the last a digit or "X" (meaning 10), and the weighted sum
#   10*d1 + 9*d2 + ... + 1*d10 must be divisible by 11. Returns True or False.

def is_valid_isbn10(isbn):
    digits = isbn.replace("-", "")
    if len(digits) != 10:
        return False
    total = 0
    for i, ch in enumerate(digits):
        if ch.isdigit():
            value = int(ch)
        elif ch == "X" and i == 9:
            value = 10
        else:
            return False
        total += value * (10 - i)
    return total % 11 == 0

# --- tests ---
import pytest

assert is_valid_isbn10("0-306-40615-2") is True
assert is_valid_isbn10("0306406152") is True
assert is_valid_isbn10("0306406153") is False
assert is_valid_isbn10("080442957X") is True
assert is_valid_isbn10("X000000050") is False
assert is_valid_isbn10("030640615") is False
assert is_valid_isbn10("03064061522") is False
assert is_valid_isbn10("") is False
assert is_valid_isbn10("1000000001") is True
assert is_valid_isbn10("0000000000") is True
