# domain: math_numerical
# function: is_armstrong_number
# query: Check whether a non-negative integer n is an Armstrong (narcissistic) number: equal to the
#   sum of its digits each raised to the power of the number of digits (e.g. 153). Raise
#   ValueError for a negative n.

def is_armstrong_number(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    digits = [int(ch) for ch in str(n)]
    power = len(digits)
    total = 0
    for digit in digits:
        total += digit ** power
    return total == n

# --- tests ---
import pytest

assert is_armstrong_number(0) is True
assert is_armstrong_number(5) is True
assert is_armstrong_number(10) is False
assert is_armstrong_number(153) is True
assert is_armstrong_number(154) is False
assert is_armstrong_number(9474) is True
assert is_armstrong_number(9475) is False
assert is_armstrong_number(370) is True
with pytest.raises(ValueError):
    is_armstrong_number(-1)

# --- implementation 2: peel the digits off with divmod, then compare the power sum ---
def is_armstrong_number(n):
    if n < 0:
        raise ValueError("negative numbers are not allowed")
    digits = []
    rest = n
    while True:
        rest, d = divmod(rest, 10)
        digits.append(d)
        if rest == 0:
            break
    return sum(d ** len(digits) for d in digits) == n

# --- implementation 3: generator over the characters of the decimal string ---
def is_armstrong_number(n):
    if n < 0:
        raise ValueError("n must be >= 0")
    text = str(n)
    width = len(text)
    return n == sum(int(ch) ** width for ch in text)

# --- implementation 4: Counter of the digits, each digit's power added once per occurrence ---
from collections import Counter


def is_armstrong_number(n):
    if n < 0:
        raise ValueError("negative input")
    digits = Counter(str(n))
    width = sum(digits.values())
    return sum(count * int(d) ** width for d, count in digits.items()) == n

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-200, -1),)
    if r < 0.45:
        return (rng.choice([0, 1, 9, 10, 153, 370, 371, 407, 1634, 8208, 9474, 54748, 92727, 93084, 548834]) + rng.choice([0, 0, 1, -1]),)
    return (rng.randint(0, 10 ** rng.randint(1, 6)),)
