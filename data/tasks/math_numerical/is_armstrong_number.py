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
