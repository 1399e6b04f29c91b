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
