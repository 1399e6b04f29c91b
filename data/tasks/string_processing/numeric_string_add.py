# domain: string_processing
# function: numeric_string_add
# query: Add two non-negative integers a and b given as decimal digit strings and return the sum as
#   a string, digit by digit without converting the whole strings to int. Leading zeros in the
#   result are removed (but "0" stays). Raise ValueError for empty or non-digit input.

def numeric_string_add(a, b):
    for s in (a, b):
        if s == "" or not s.isdigit():
            raise ValueError("operands must be digit strings")
    i, j = len(a) - 1, len(b) - 1
    carry = 0
    digits = []
    while i >= 0 or j >= 0 or carry:
        total = carry
        if i >= 0:
            total += ord(a[i]) - ord("0")
        if j >= 0:
            total += ord(b[j]) - ord("0")
        digits.append(str(total % 10))
        carry = total // 10
        i -= 1
        j -= 1
    result = "".join(reversed(digits)).lstrip("0")
    return result or "0"

# --- tests ---
import pytest

assert numeric_string_add("0", "0") == "0"
assert numeric_string_add("1", "9") == "10"
assert numeric_string_add("999", "1") == "1000"
assert numeric_string_add("123", "4567") == "4690"
assert numeric_string_add("4567", "123") == "4690"
assert numeric_string_add("007", "003") == "10"
assert numeric_string_add("99999999999999999999", "1") == "100000000000000000000"
with pytest.raises(ValueError):
    numeric_string_add("", "1")
with pytest.raises(ValueError):
    numeric_string_add("1", "-2")

# --- implementation 2: zero-pad to equal length, then zip the reversed digits ---
def numeric_string_add(a, b):
    digits = "0123456789"
    if not a or not b or any(c not in digits for c in a + b):
        raise ValueError("not a digit string")
    width = max(len(a), len(b))
    carry = 0
    out = []
    for x, y in zip(reversed(a.zfill(width)), reversed(b.zfill(width))):
        carry, digit = divmod(digits.index(x) + digits.index(y) + carry, 10)
        out.append(digits[digit])
    if carry:
        out.append(digits[carry])
    return "".join(reversed(out)).lstrip("0") or "0"

# --- implementation 3: recursion on the last digits with a carry argument ---
import re


def _add(a, b, carry):
    if not a and not b:
        return "1" if carry else ""
    total = int(a[-1:] or "0") + int(b[-1:] or "0") + carry
    return _add(a[:-1], b[:-1], total // 10) + str(total % 10)


def numeric_string_add(a, b):
    if not re.fullmatch(r"[0-9]+", a) or not re.fullmatch(r"[0-9]+", b):
        raise ValueError("digit strings expected")
    total = _add(a, b, 0).lstrip("0")
    return total if total else "0"

# --- implementation 4: zip_longest over the reversed digits with "0" as the fill value ---
from itertools import zip_longest


def numeric_string_add(a, b):
    if not (a.isdigit() and b.isdigit() and a.isascii() and b.isascii()):
        raise ValueError("operands must be non-empty digit strings")
    carry = 0
    out = []
    for x, y in zip_longest(reversed(a), reversed(b), fillvalue="0"):
        carry, digit = divmod(int(x) + int(y) + carry, 10)
        out.append(str(digit))
    if carry:
        out.append("1")
    return "".join(reversed(out)).lstrip("0") or "0"

# --- inputs ---
def random_input(rng):
    def num():
        s = "".join(rng.choice("0123456789") for _ in range(rng.randint(1, 12)))
        if rng.random() < 0.3:
            s = "9" * rng.randint(1, 6)
        return s
    r = rng.random()
    if r < 0.1:
        return (rng.choice(["", "-2", "1a", " 1", "+3"]), num())
    if r < 0.15:
        return (num(), rng.choice(["", "x", "1.5"]))
    return (num(), num())
