# domain: math_numerical
# function: round_half_away_from_zero
# query: Round a float value to places decimal places (default 0) using "schoolbook" rounding where
#   exact halves go away from zero (2.5 -> 3, -2.5 -> -3), unlike Python's round(). The halves are
#   those of the value's decimal string str(value), not of its binary float (2.675 to 2 places gives
#   2.68, -1.005 gives -1.01). With places 0 the result is an int, otherwise a float. Raise
#   ValueError if places is negative.

from decimal import Decimal, ROUND_HALF_UP

def round_half_away_from_zero(value, places=0):
    if places < 0:
        raise ValueError("places must be non-negative")
    quantum = Decimal(1).scaleb(-places)
    rounded = Decimal(str(value)).quantize(quantum, rounding=ROUND_HALF_UP)
    if places == 0:
        return int(rounded)
    return float(rounded)

# --- tests ---
import pytest

assert round_half_away_from_zero(2.5) == 3
assert round_half_away_from_zero(-2.5) == -3
assert round_half_away_from_zero(2.4) == 2
assert round_half_away_from_zero(0.5) == 1
assert round_half_away_from_zero(2.675, 2) == 2.68
assert round_half_away_from_zero(-1.005, 2) == -1.01
assert round_half_away_from_zero(1.23456, 3) == 1.235
assert isinstance(round_half_away_from_zero(3.7), int)
with pytest.raises(ValueError):
    round_half_away_from_zero(1.5, -1)

# --- implementation 2: exact Fraction of the decimal string, floor(|x| + 1/2) with the sign put back ---
import math
from fractions import Fraction


def round_half_away_from_zero(value, places=0):
    if places < 0:
        raise ValueError("places cannot be negative")
    scaled = Fraction(str(value)) * 10 ** places
    magnitude = math.floor(abs(scaled) + Fraction(1, 2))
    rounded = magnitude if scaled >= 0 else -magnitude
    if places == 0:
        return rounded
    return float(Fraction(rounded, 10 ** places))

# --- implementation 3: round() on a Decimal inside a ROUND_HALF_UP context ---
from decimal import ROUND_HALF_UP, Decimal, localcontext


def round_half_away_from_zero(value, places=0):
    if places < 0:
        raise ValueError("negative number of places")
    with localcontext() as ctx:
        ctx.rounding = ROUND_HALF_UP
        result = round(Decimal(str(value)), places)
    return int(result) if places == 0 else float(result)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    places = rng.choice([0, 0, 1, 2, 3])
    if r < 0.08:
        return (rng.uniform(-10, 10), rng.randint(-3, -1))
    if r < 0.5:
        digits = rng.randint(0, 3)
        whole = rng.randint(-200, 200)
        frac = "".join(str(rng.randint(0, 9)) for _ in range(digits)) + "5"
        value = float(f"{'-' if whole < 0 else ''}{abs(whole)}.{frac}")
        return (value, digits)
    return (round(rng.uniform(-500, 500), rng.randint(0, 5)), places)
