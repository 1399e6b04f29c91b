# domain: geometry
# function: regular_polygon_interior_angle
# query: Return the interior angle in degrees of a regular polygon with n sides as an exact
#   fractions.Fraction (e.g. 108 for a pentagon, 900/7 for a heptagon). Raise ValueError for n < 3.

from fractions import Fraction

def regular_polygon_interior_angle(n):
    if n < 3:
        raise ValueError("a polygon needs at least 3 sides")
    total = (n - 2) * 180
    return Fraction(total, n)

# --- tests ---
import pytest

assert regular_polygon_interior_angle(3) == 60
assert regular_polygon_interior_angle(4) == 90
assert regular_polygon_interior_angle(5) == 108
assert regular_polygon_interior_angle(6) == 120
assert regular_polygon_interior_angle(7) == Fraction(900, 7)
assert regular_polygon_interior_angle(360) == 179
with pytest.raises(ValueError):
    regular_polygon_interior_angle(2)
with pytest.raises(ValueError):
    regular_polygon_interior_angle(0)
