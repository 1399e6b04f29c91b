# domain: math_numerical
# function: gcd_of_integer_list
# query: Compute the greatest common divisor of all integers in the list numbers; signs are ignored,
#   the gcd of all zeros is 0. Raise ValueError for an empty list.

def gcd_of_integer_list(numbers):
    if len(numbers) == 0:
        raise ValueError("numbers must not be empty")
    result = 0
    for number in numbers:
        a, b = result, abs(number)
        while b != 0:
            a, b = b, a % b
        result = a
    return result

# --- tests ---
import pytest

assert gcd_of_integer_list([12]) == 12
assert gcd_of_integer_list([-12]) == 12
assert gcd_of_integer_list([12, 18]) == 6
assert gcd_of_integer_list([12, 18, 8]) == 2
assert gcd_of_integer_list([0, 0]) == 0
assert gcd_of_integer_list([0, 7]) == 7
assert gcd_of_integer_list([17, 5]) == 1
assert gcd_of_integer_list([100, -75, 50]) == 25
with pytest.raises(ValueError):
    gcd_of_integer_list([])

# --- implementation 2: functools.reduce with math.gcd starting from 0 ---
from functools import reduce
from math import gcd


def gcd_of_integer_list(numbers):
    if not numbers:
        raise ValueError("empty list")
    return reduce(gcd, numbers, 0)

# --- implementation 3: largest d up to the smallest non-zero magnitude dividing every number ---
def gcd_of_integer_list(numbers):
    if not numbers:
        raise ValueError("numbers is empty")
    values = [abs(v) for v in numbers if v != 0]
    if not values:
        return 0
    for d in range(min(values), 0, -1):
        if all(v % d == 0 for v in values):
            return d

# --- implementation 4: math.gcd with all the numbers at once ---
import math


def gcd_of_integer_list(numbers):
    if len(numbers) == 0:
        raise ValueError("cannot take the gcd of an empty list")
    return math.gcd(*numbers)

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 6) if rng.random() < 0.9 else 0
    k = rng.choice([1, 2, 3, 5, 12, 25])
    numbers = [k * rng.randint(-20, 20) for _ in range(n)]
    if numbers and rng.random() < 0.2:
        numbers = [0] * n
    return (numbers,)
