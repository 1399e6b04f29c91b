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
