# domain: string_processing
# function: group_digits_with_spaces
# query: Format digits, a digit string, in groups of size (default 4) from the left separated by
#   spaces, as for a card number: "4111111111111111" -> "4111 1111 1111 1111"; a shorter last
#   group is kept. Raise ValueError if size < 1 or the string contains non-digits.

def group_digits_with_spaces(digits, size=4):
    if size < 1:
        raise ValueError("size must be positive")
    if not digits.isdigit() and digits != "":
        raise ValueError("digits only")
    groups = []
    for start in range(0, len(digits), size):
        groups.append(digits[start:start + size])
    return " ".join(groups)

# --- tests ---
import pytest

assert group_digits_with_spaces("") == ""
assert group_digits_with_spaces("4111111111111111") == "4111 1111 1111 1111"
assert group_digits_with_spaces("12345") == "1234 5"
assert group_digits_with_spaces("1234") == "1234"
assert group_digits_with_spaces("123456789", 3) == "123 456 789"
assert group_digits_with_spaces("12", 1) == "1 2"
with pytest.raises(ValueError):
    group_digits_with_spaces("1234", 0)
with pytest.raises(ValueError):
    group_digits_with_spaces("12a4")

# --- implementation 2: a regular expression validates and another cuts the groups ---
import re


def group_digits_with_spaces(digits, size=4):
    if size < 1:
        raise ValueError("group size must be at least 1")
    if not re.fullmatch(r"[0-9]*", digits):
        raise ValueError("only digits are allowed")
    return " ".join(re.findall(r"[0-9]{1,%d}" % size, digits))

# --- implementation 3: textwrap cuts the unbroken digit string into lines of width size ---
import textwrap


def group_digits_with_spaces(digits, size=4):
    if size <= 0:
        raise ValueError(size)
    if any(not ch.isdigit() for ch in digits):
        raise ValueError(digits)
    return " ".join(textwrap.wrap(digits, size))

# --- implementation 4: append the digits one by one, inserting a space at each group boundary ---
def group_digits_with_spaces(digits, size=4):
    if size < 1:
        raise ValueError("size < 1")
    grouped = ""
    for i, d in enumerate(digits):
        if d not in "0123456789":
            raise ValueError("non-digit %r" % d)
        if i and i % size == 0:
            grouped += " "
        grouped += d
    return grouped

# --- inputs ---
def random_input(rng):
    digits = "".join(rng.choice("0123456789") for _ in range(rng.randint(0, 17)))
    if rng.random() < 0.08:
        digits += rng.choice(["a", " ", "-"])
    if rng.random() < 0.4:
        return (digits,)
    return (digits, rng.choice([1, 2, 3, 4, 5]) if rng.random() > 0.06 else 0)
