# domain: math_numerical
# function: round_half_to_even_integer
# query: Divide integer numerator by positive integer denominator and round the exact quotient to
#   the nearest integer, breaking ties towards the even integer (banker's rounding). Raise
#   ZeroDivisionError for denominator 0 and ValueError for a negative denominator.

def round_half_to_even_integer(numerator, denominator):
    if denominator < 0:
        raise ValueError("denominator must be positive")
    quotient, remainder = divmod(numerator, denominator)
    twice = 2 * remainder
    if twice > denominator:
        return quotient + 1
    if twice == denominator and quotient % 2 == 1:
        return quotient + 1
    return quotient

# --- tests ---
import pytest

assert round_half_to_even_integer(5, 2) == 2
assert round_half_to_even_integer(7, 2) == 4
assert round_half_to_even_integer(-5, 2) == -2
assert round_half_to_even_integer(10, 4) == 2
assert round_half_to_even_integer(7, 3) == 2
assert round_half_to_even_integer(8, 3) == 3
assert round_half_to_even_integer(3, 1) == 3
with pytest.raises(ZeroDivisionError):
    round_half_to_even_integer(1, 0)
with pytest.raises(ValueError):
    round_half_to_even_integer(1, -1)
assert round_half_to_even_integer(-7, 2) == -4

# --- implementation 2: round() of an exact Fraction, which already ties to even ---
from fractions import Fraction


def round_half_to_even_integer(numerator, denominator):
    if denominator < 0:
        raise ValueError("negative denominator")
    return round(Fraction(numerator, denominator))

# --- implementation 3: floor of the quotient plus one half, pulled back to even on exact ties ---
def round_half_to_even_integer(numerator, denominator):
    if denominator < 0:
        raise ValueError("denominator must not be negative")
    doubled = 2 * numerator + denominator
    q, r = divmod(doubled, 2 * denominator)
    if r == 0 and q % 2 == 1:
        q -= 1
    return q

# --- implementation 4: Decimal quotient, with enough precision for the operands, rounded with ROUND_HALF_EVEN ---
from decimal import ROUND_HALF_EVEN, Decimal, localcontext


def round_half_to_even_integer(numerator, denominator):
    if denominator < 0:
        raise ValueError("denominator must be positive")
    if denominator == 0:
        raise ZeroDivisionError("division by zero")
    with localcontext() as ctx:
        ctx.prec = len(str(numerator)) + 2 * len(str(denominator)) + 2
        exact = Decimal(numerator) / Decimal(denominator)
        return int(exact.to_integral_value(rounding=ROUND_HALF_EVEN))

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.1:
        return (rng.randint(-9, 9), rng.choice([0, -1, -2, -5]))
    den = rng.choice([1, 2, 4, 6, 10]) if r < 0.6 else rng.randint(1, 15)
    num = rng.randint(-40, 40)
    if rng.random() < 0.15:
        den = rng.choice([2, 4, 10 ** 6, rng.randint(1, 10 ** 12)])
        num = rng.randint(-10 ** 40, 10 ** 40)
    if rng.random() < 0.4 and den % 2 == 0:
        num = den * (rng.randint(-6, 6) if abs(num) < 10 ** 3 else num // den) + den // 2
    return (num, den)
