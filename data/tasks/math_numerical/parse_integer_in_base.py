# domain: math_numerical
# function: parse_integer_in_base
# query: Parse text, a string of digits in a base between 2 and 36 (letters case-insensitive,
#   optional leading '-'), into an integer without using int(s, base). Raise ValueError for an
#   empty string, an invalid base, or a character that is not a valid digit in that base.

def parse_integer_in_base(text, base):
    if base < 2 or base > 36:
        raise ValueError("base must be in 2..36")
    negative = text.startswith("-")
    if negative:
        text = text[1:]
    if not text:
        raise ValueError("no digits")
    value = 0
    for ch in text.lower():
        digit = "0123456789abcdefghijklmnopqrstuvwxyz".find(ch)
        if digit < 0 or digit >= base:
            raise ValueError("invalid digit")
        value = value * base + digit
    return -value if negative else value

# --- tests ---
import pytest

assert parse_integer_in_base("0", 2) == 0
assert parse_integer_in_base("101", 2) == 5
assert parse_integer_in_base("FF", 16) == 255
assert parse_integer_in_base("-z", 36) == -35
assert parse_integer_in_base("10", 36) == 36
assert parse_integer_in_base("777", 8) == 511
with pytest.raises(ValueError):
    parse_integer_in_base("102", 2)
with pytest.raises(ValueError):
    parse_integer_in_base("-", 10)
with pytest.raises(ValueError):
    parse_integer_in_base("1", 37)
with pytest.raises(ValueError):
    parse_integer_in_base("1", 1)
