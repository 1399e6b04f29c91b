# domain: math_numerical
# function: ceiling_integer_division
# query: Divide the integer dividend by divisor and round the quotient up towards positive infinity
#   (7/2 -> 4, -7/2 -> -3), exactly for any size of integer. Raise ZeroDivisionError when
#   divisor is 0.

def ceiling_integer_division(dividend, divisor):
    quotient = dividend // divisor
    if quotient * divisor != dividend:
        quotient += 1
    return quotient

# --- tests ---
import pytest

assert ceiling_integer_division(7, 2) == 4
assert ceiling_integer_division(8, 2) == 4
assert ceiling_integer_division(-7, 2) == -3
assert ceiling_integer_division(7, -2) == -3
assert ceiling_integer_division(-7, -2) == 4
assert ceiling_integer_division(0, 5) == 0
assert ceiling_integer_division(1, 3) == 1
with pytest.raises(ZeroDivisionError):
    ceiling_integer_division(3, 0)

# --- implementation 2: negate, floor-divide, negate back ---
def ceiling_integer_division(dividend, divisor):
    if divisor == 0:
        raise ZeroDivisionError("division by zero")
    floor_of_negation = -dividend // divisor
    return -floor_of_negation

# --- implementation 3: make the divisor positive, then (dividend + divisor - 1) // divisor ---
def ceiling_integer_division(dividend, divisor):
    if divisor == 0:
        raise ZeroDivisionError("integer division by zero")
    if divisor < 0:
        dividend, divisor = -dividend, -divisor
    return (dividend + divisor - 1) // divisor

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.1:
        return (rng.randint(-10, 10), 0)
    if r < 0.25:
        return (rng.randint(-10 ** 30, 10 ** 30), rng.choice([-1, 1]) * rng.randint(1, 10 ** 12))
    divisor = rng.choice([-1, 1]) * rng.randint(1, 7)
    dividend = rng.randint(-30, 30)
    if rng.random() < 0.3:
        dividend = divisor * rng.randint(-5, 5)
    return (dividend, divisor)
