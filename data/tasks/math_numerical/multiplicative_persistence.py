# domain: math_numerical
# function: multiplicative_persistence
# query: Return the multiplicative persistence of a non-negative integer n: how many times you must
#   multiply its digits together before reaching a single digit (39 -> 27 -> 14 -> 4 gives 3).
#   Raise ValueError for a negative n.

def multiplicative_persistence(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    steps = 0
    while n >= 10:
        product = 1
        while n > 0:
            product *= n % 10
            n //= 10
        n = product
        steps += 1
    return steps

# --- tests ---
import pytest

assert multiplicative_persistence(0) == 0
assert multiplicative_persistence(9) == 0
assert multiplicative_persistence(10) == 1
assert multiplicative_persistence(39) == 3
assert multiplicative_persistence(999) == 4
assert multiplicative_persistence(25) == 2
assert multiplicative_persistence(277777788888899) == 11
with pytest.raises(ValueError):
    multiplicative_persistence(-1)

# --- implementation 2: math.prod of the digit characters until one character is left ---
from math import prod


def multiplicative_persistence(n):
    if n < 0:
        raise ValueError("negative n")
    text, steps = str(n), 0
    while len(text) > 1:
        text = str(prod(int(ch) for ch in text))
        steps += 1
    return steps

# --- implementation 3: recursion with a recursive digit-product helper ---
def _digit_product(m):
    if m < 10:
        return m
    return (m % 10) * _digit_product(m // 10)


def multiplicative_persistence(n):
    if n < 0:
        raise ValueError("n must be >= 0")
    if n < 10:
        return 0
    return 1 + multiplicative_persistence(_digit_product(n))

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-30, -1),)
    if r < 0.35:
        return (rng.choice([0, 9, 10, 25, 39, 77, 679, 999, 6788, 68889, 2677889, 26888999, 277777788888899]),)
    return (rng.randint(0, 10 ** rng.randint(1, 12)),)
