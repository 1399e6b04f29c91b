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

# --- implementation 2: regex shape, then the sum with X mapped to 10 ---
import re


def is_valid_isbn10(isbn):
    plain = isbn.replace("-", "")
    if not re.fullmatch(r"[0-9]{9}[0-9X]", plain):
        return False
    values = [10 if c == "X" else int(c) for c in plain]
    total = sum(v * w for v, w in zip(values, range(10, 0, -1)))
    return total % 11 == 0

# --- implementation 3: running sum of running sums gives the 10..1 weighting ---
def is_valid_isbn10(isbn):
    chars = [c for c in isbn if c != "-"]
    if len(chars) != 10:
        return False
    partial = total = 0
    for i, c in enumerate(chars):
        if c in "0123456789":
            value = ord(c) - 48
        elif c == "X" and i == 9:
            value = 10
        else:
            return False
        partial += value
        total += partial
    return total % 11 == 0

# --- inputs ---
def random_input(rng):
    chars = [str(rng.randint(0, 9)) for _ in range(9)]
    if rng.random() < 0.2:
        chars[rng.randrange(9)] = "X"
    total = sum((10 if c == "X" else int(c)) * w for c, w in zip(chars, range(10, 1, -1)))
    check = (-total) % 11
    if rng.random() < 0.25:
        check = rng.randint(0, 10)
    last = "X" if check == 10 else str(check)
    if last == "X" and rng.random() < 0.3:
        last = rng.choice(["x", "?", "A"])
    s = "".join(chars) + last
    r = rng.random()
    if r < 0.2:
        s = s[0] + "-" + s[1:4] + "-" + s[4:9] + "-" + s[9]
    elif r < 0.3:
        s = rng.choice([s[:-1], s + "1", ""])
    return (s,)
