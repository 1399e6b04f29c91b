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
