# domain: math_numerical
# function: linear_interpolate_value
# query: Given two points (x0, y0) and (x1, y1), linearly interpolate y at x on the straight line
#   through them; x may lie outside the segment (extrapolation). Raise ValueError if x0 == x1.

def linear_interpolate_value(x0, y0, x1, y1, x):
    if x0 == x1:
        raise ValueError("x0 and x1 must differ")
    slope = (y1 - y0) / (x1 - x0)
    return y0 + slope * (x - x0)

# --- tests ---
import pytest

assert linear_interpolate_value(0, 0, 10, 100, 5) == 50.0
assert linear_interpolate_value(0, 0, 10, 100, 0) == 0.0
assert linear_interpolate_value(0, 0, 10, 100, 10) == 100.0
assert linear_interpolate_value(2, 4, 4, 8, 3) == 6.0
assert linear_interpolate_value(0, 10, 10, 0, 2) == 8.0
assert linear_interpolate_value(1, 1, 2, 3, 4) == 7.0
assert linear_interpolate_value(1, 5, 3, 5, 100) == 5.0
with pytest.raises(ValueError):
    linear_interpolate_value(1, 2, 1, 3, 0)
