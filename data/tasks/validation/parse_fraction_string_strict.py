# domain: validation
# function: parse_fraction_string_strict
# query: Parse a fraction string "a/b" (optional leading "-" on the numerator, ASCII digits only, no
#   spaces) into a reduced (numerator, denominator) tuple with a positive denominator. Raise
#   ValueError for malformed text and ZeroDivisionError when the denominator is zero.
import math

def parse_fraction_string_strict(text):
    num_text, slash, den_text = text.partition("/")
    negative = num_text.startswith("-")
    if negative:
        num_text = num_text[1:]
    if slash == "" or not num_text.isdigit() or not den_text.isdigit():
        raise ValueError("expected a/b")
    num, den = int(num_text), int(den_text)
    if den == 0:
        raise ZeroDivisionError("zero denominator")
    g = math.gcd(num, den)
    num, den = num // g, den // g
    return (-num if negative else num, den)

# --- tests ---
import pytest

assert parse_fraction_string_strict("1/2") == (1, 2)
assert parse_fraction_string_strict("4/8") == (1, 2)
assert parse_fraction_string_strict("-6/4") == (-3, 2)
assert parse_fraction_string_strict("0/5") == (0, 1)
assert parse_fraction_string_strict("7/1") == (7, 1)
with pytest.raises(ZeroDivisionError):
    parse_fraction_string_strict("3/0")
with pytest.raises(ValueError):
    parse_fraction_string_strict("3")
with pytest.raises(ValueError):
    parse_fraction_string_strict("3/-4")
with pytest.raises(ValueError):
    parse_fraction_string_strict("a/4")

# --- implementation 2: regular expression, Fraction does the reduction ---
import re
from fractions import Fraction


def parse_fraction_string_strict(text):
    m = re.fullmatch(r"(-?)([0-9]+)/([0-9]+)", text)
    if not m:
        raise ValueError("not a fraction: %r" % text)
    if int(m.group(3)) == 0:
        raise ZeroDivisionError("denominator is zero")
    value = Fraction(int(m.group(1) + m.group(2)), int(m.group(3)))
    return (value.numerator, value.denominator)

# --- implementation 3: split on "/", Euclid's algorithm by hand ---
def parse_fraction_string_strict(text):
    if text.count("/") != 1:
        raise ValueError("need exactly one '/'")
    top, bottom = text.split("/")
    sign = -1 if top[:1] == "-" else 1
    top = top[1:] if sign < 0 else top
    for part in (top, bottom):
        if not part or any(c not in "0123456789" for c in part):
            raise ValueError("digits expected")
    a, b = int(top), int(bottom)
    if b == 0:
        raise ZeroDivisionError(text)
    x, y = a, b
    while y:
        x, y = y, x % y
    return (sign * (a // x), b // x)

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.15:
        return (rng.choice(["3", "3/-4", "a/4", "1//2", "/2", "1/", "-/2", "--1/2", " 1/2", "1/2/3", "+1/2"]),)
    num = rng.choice([0, 1, 2, 3, 4, 6, 12, 35, 100])
    den = rng.choice([0, 1, 2, 4, 8, 9, 15, 100])
    return (rng.choice(["", "", "-"]) + str(num) + "/" + str(den),)
