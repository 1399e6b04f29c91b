# domain: math_numerical
# function: is_factorion_number
# query: Return True if a positive integer equals the sum of the factorials of its decimal digits
#   (a factorion such as 1, 2, 145, 40585), False otherwise. Raise ValueError if n is not
#   positive.

import math

def is_factorion_number(n):
    if n <= 0:
        raise ValueError("n must be positive")
    total = 0
    remaining = n
    while remaining > 0:
        total += math.factorial(remaining % 10)
        remaining //= 10
    return total == n

# --- tests ---
import pytest

assert is_factorion_number(1) is True
assert is_factorion_number(2) is True
assert is_factorion_number(3) is False
assert is_factorion_number(145) is True
assert is_factorion_number(40585) is True
assert is_factorion_number(146) is False
assert is_factorion_number(10) is False
with pytest.raises(ValueError):
    is_factorion_number(0)

# --- implementation 2: factorial table indexed by the characters of the decimal string ---
DIGIT_FACTORIALS = [1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880]


def is_factorion_number(n):
    if n < 1:
        raise ValueError("n must be a positive integer")
    return sum(DIGIT_FACTORIALS[int(ch)] for ch in str(n)) == n

# --- implementation 3: recursive digit-factorial sum ---
from math import factorial


def _digit_factorial_sum(m):
    if m < 10:
        return factorial(m)
    return factorial(m % 10) + _digit_factorial_sum(m // 10)


def is_factorion_number(n):
    if n <= 0:
        raise ValueError("n must be positive")
    return _digit_factorial_sum(n) == n

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-5, 0),)
    if r < 0.4:
        return (rng.choice([1, 2, 145, 40585]) + rng.choice([0, 0, 1, -1, 10]),)
    return (rng.randint(1, 10 ** rng.randint(1, 6)),)
