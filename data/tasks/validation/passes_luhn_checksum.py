# domain: validation
# function: passes_luhn_checksum
# query: Check a credit-card style number string with the Luhn algorithm. Spaces are ignored; any
#   other non-digit character, or fewer than 2 digits, makes it invalid. Returns True when the Luhn
#   sum is divisible by 10.

def passes_luhn_checksum(number):
    digits = number.replace(" ", "")
    if len(digits) < 2 or not digits.isdigit():
        return False
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0

# --- tests ---
import pytest

assert passes_luhn_checksum("4539 3195 0343 6467") is True
assert passes_luhn_checksum("8273 1232 7352 0569") is False
assert passes_luhn_checksum("79927398713") is True
assert passes_luhn_checksum("79927398710") is False
assert passes_luhn_checksum("0") is False
assert passes_luhn_checksum("00") is True
assert passes_luhn_checksum("18") is True
assert passes_luhn_checksum("59") is True
assert passes_luhn_checksum("4539-3195") is False
assert passes_luhn_checksum("") is False

# --- implementation 2: slices of the reversed digits and a table of doubled-digit sums ---
def passes_luhn_checksum(number):
    digits = [c for c in number if c != " "]
    if len(digits) < 2 or any(c not in "0123456789" for c in digits):
        return False
    values = [int(c) for c in reversed(digits)]
    doubled = [0, 2, 4, 6, 8, 1, 3, 5, 7, 9]
    total = sum(values[0::2]) + sum(doubled[v] for v in values[1::2])
    return total % 10 == 0

# --- implementation 3: walk left to right, doubling when the remaining length is even ---
import re


def passes_luhn_checksum(number):
    compact = re.sub(" ", "", number)
    if not re.fullmatch(r"[0-9]{2,}", compact):
        return False
    total = 0
    for i, ch in enumerate(compact):
        value = int(ch)
        if (len(compact) - i) % 2 == 0:
            value = sum(divmod(value * 2, 10))
        total += value
    return total % 10 == 0

# --- implementation 4: divmod for the doubled digits in a reversed enumerate ---
def passes_luhn_checksum(number):
    compact = number.replace(" ", "")
    if len(compact) < 2 or not compact.isascii() or not compact.isdigit():
        return False
    total = 0
    for position, ch in enumerate(compact[::-1]):
        value = int(ch) * (2 if position % 2 else 1)
        tens, ones = divmod(value, 10)
        total += tens + ones
    return total % 10 == 0

# --- inputs ---
def random_input(rng):
    digits = [rng.randint(0, 9) for _ in range(rng.randint(0, 15))]
    s = "".join(map(str, digits))
    if rng.random() < 0.3:
        s = " ".join(s[i:i + 4] for i in range(0, len(s), 4))
    if rng.random() < 0.1:
        s = rng.choice(["4539-3195", "0", "00", "18", "59", "", "  ", "1a"])
    return (s,)
