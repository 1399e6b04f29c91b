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
