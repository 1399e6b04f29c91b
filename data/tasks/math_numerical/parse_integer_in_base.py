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

# --- implementation 2: dictionary of digit values, accumulate value * base + digit ---
import string

DIGIT_VALUES = {ch: i for i, ch in enumerate(string.digits + string.ascii_lowercase)}


def parse_integer_in_base(text, base):
    if base not in range(2, 37):
        raise ValueError("unsupported base")
    body = text.removeprefix("-")
    if not body:
        raise ValueError("empty number")
    value = 0
    for ch in body.lower():
        d = DIGIT_VALUES.get(ch, base)
        if d >= base:
            raise ValueError(f"invalid digit {ch!r}")
        value = value * base + d
    return -value if text.startswith("-") else value

# --- implementation 3: positional sum over the reversed digits, digit values from character codes ---
def parse_integer_in_base(text, base):
    if not 2 <= base <= 36:
        raise ValueError("base out of range")
    sign = -1 if text[:1] == "-" else 1
    digits = text[1:] if sign < 0 else text
    if digits == "":
        raise ValueError("no digits to parse")
    total = 0
    for power, ch in enumerate(reversed(digits.lower())):
        if "0" <= ch <= "9":
            d = ord(ch) - ord("0")
        elif "a" <= ch <= "z":
            d = ord(ch) - ord("a") + 10
        else:
            raise ValueError("not a digit")
        if d >= base:
            raise ValueError("digit too large for the base")
        total += d * base ** power
    return sign * total

# --- inputs ---
def random_input(rng):
    alphabet = "0123456789abcdefghijklmnopqrstuvwxyz"
    r = rng.random()
    if r < 0.08:
        return (rng.choice(["1", "10", "z"]), rng.choice([-1, 0, 1, 37, 40]))
    base = rng.choice([2, 8, 10, 16, 36, rng.randint(2, 36)])
    if r < 0.15:
        return (rng.choice(["", "-", "--1", " 1", "+1", "1.0", "1_0"]), base)
    length = rng.randint(1, 8)
    text = "".join(rng.choice(alphabet[:base]) for _ in range(length))
    if rng.random() < 0.3:
        text = text.upper()
    if rng.random() < 0.15:
        i = rng.randrange(length)
        text = text[:i] + rng.choice(alphabet[base - 1:] + "!@ ") + text[i + 1:]
    if rng.random() < 0.3:
        text = "-" + text
    return (text, base)
