# domain: state_machines
# function: decimal_string_divisibility_automaton
# query: Given digits, a decimal digit string, decide whether the number is divisible by m (2 <= m
#   <= 50), reading it digit by digit without converting the whole string. Raise ValueError for
#   an empty string, non-digit characters or m outside the range.

def decimal_string_divisibility_automaton(digits, m):
    if m < 2 or m > 50:
        raise ValueError("m out of range")
    if not digits:
        raise ValueError("empty input")
    remainder = 0
    for ch in digits:
        if ch not in "0123456789":
            raise ValueError("not a digit")
        remainder = (remainder * 10 + int(ch)) % m
    return remainder == 0

# --- tests ---
import pytest

assert decimal_string_divisibility_automaton("0", 7) is True
assert decimal_string_divisibility_automaton("49", 7) is True
assert decimal_string_divisibility_automaton("50", 7) is False
assert decimal_string_divisibility_automaton("123456789012345678", 2) is True
assert decimal_string_divisibility_automaton("1001", 13) is True
assert decimal_string_divisibility_automaton("1001", 50) is False
with pytest.raises(ValueError):
    decimal_string_divisibility_automaton("", 3)
with pytest.raises(ValueError):
    decimal_string_divisibility_automaton("12a", 3)
with pytest.raises(ValueError):
    decimal_string_divisibility_automaton("12", 1)
with pytest.raises(ValueError):
    decimal_string_divisibility_automaton("12", 51)

# --- implementation 2: fold the digits into the remainder with functools.reduce ---
from functools import reduce


def decimal_string_divisibility_automaton(digits, m):
    if not 2 <= m <= 50:
        raise ValueError("m must be between 2 and 50")
    if digits == "" or any(d not in "0123456789" for d in digits):
        raise ValueError("expected a non-empty digit string")
    return reduce(lambda r, d: (10 * r + ord(d) - ord("0")) % m, digits, 0) == 0

# --- implementation 3: weight each digit by its power of ten modulo m, from the right ---
def decimal_string_divisibility_automaton(digits, m):
    if m < 2 or m > 50 or len(digits) == 0:
        raise ValueError("bad arguments")
    total, weight = 0, 1
    for ch in reversed(digits):
        if not ("0" <= ch <= "9"):
            raise ValueError(ch)
        total = (total + int(ch) * weight) % m
        weight = weight * 10 % m
    return total == 0

# --- inputs ---
def random_input(rng):
    m = rng.choice([2, 3, 7, 11, 13, 25, 49, 50]) if rng.random() > 0.08 else rng.choice([1, 51, 0])
    r = rng.random()
    if r < 0.5:
        digits = str(m * rng.randint(0, 10 ** rng.randint(1, 12)))
    elif r < 0.92:
        digits = "".join(rng.choice("0123456789") for _ in range(rng.randint(1, 15)))
    else:
        digits = rng.choice(["", "", "12a", "1 2", "-5"])
    return (digits, m)
