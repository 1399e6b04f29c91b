# domain: geometry
# function: regular_polygon_area_from_side
# query: Compute the area of a regular polygon with n sides of the given side length using
#   n * s^2 / (4 * tan(pi / n)), rounded to 4 decimals. Raise ValueError if n < 3 or side <= 0.

import math

def regular_polygon_area_from_side(n, side):
    if n < 3:
        raise ValueError("need at least 3 sides")
    if side <= 0:
        raise ValueError("side must be positive")
    area = n * side * side / (4 * math.tan(math.pi / n))
    return round(area, 4)

# --- tests ---
import pytest

assert regular_polygon_area_from_side(4, 3) == 9.0
assert regular_polygon_area_from_side(3, 2) == 1.7321
assert regular_polygon_area_from_side(6, 1) == 2.5981
assert regular_polygon_area_from_side(5, 2) == 6.8819
assert regular_polygon_area_from_side(8, 1) == 4.8284
with pytest.raises(ValueError):
    regular_polygon_area_from_side(2, 5)
with pytest.raises(ValueError):
    regular_polygon_area_from_side(4, 0)
with pytest.raises(ValueError):
    regular_polygon_area_from_side(4, -1)
