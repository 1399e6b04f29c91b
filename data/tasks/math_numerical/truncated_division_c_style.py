# domain: math_numerical
# function: truncated_division_c_style
# query: Divide the integer dividend by divisor, truncating toward zero like C, Java or Rust (-7 / 2
#   -> -3, unlike Python's floor division which gives -4). Raise ZeroDivisionError for a zero
#   divisor.

def truncated_division_c_style(dividend, divisor):
    quotient = dividend // divisor
    if quotient < 0 and quotient * divisor != dividend:
        quotient += 1
    return quotient

# --- tests ---
import pytest

assert truncated_division_c_style(7, 2) == 3
assert truncated_division_c_style(-7, 2) == -3
assert truncated_division_c_style(7, -2) == -3
assert truncated_division_c_style(-7, -2) == 3
assert truncated_division_c_style(0, 5) == 0
assert truncated_division_c_style(-1, 2) == 0
assert truncated_division_c_style(1, 2) == 0
with pytest.raises(ZeroDivisionError):
    truncated_division_c_style(5, 0)
