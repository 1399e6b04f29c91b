# domain: geometry
# function: triangle_inradius_from_sides
# query: Return the radius of the inscribed circle of a triangle given its three side lengths a, b
#   and c (area / semi-perimeter), rounded to 4 decimals. Raise ValueError for non-positive
#   sides or sides that violate the strict triangle inequality.

import math

def triangle_inradius_from_sides(a, b, c):
    if a + b <= c or a + c <= b or b + c <= a:
        raise ValueError("not a triangle")
    s = (a + b + c) / 2
    area = math.sqrt(s * (s - a) * (s - b) * (s - c))
    return round(area / s, 4)

# --- tests ---
import pytest

assert triangle_inradius_from_sides(3, 4, 5) == 1.0
assert triangle_inradius_from_sides(5, 12, 13) == 2.0
assert triangle_inradius_from_sides(2, 2, 2) == 0.5774
assert triangle_inradius_from_sides(7, 8, 9) == 2.2361
with pytest.raises(ValueError):
    triangle_inradius_from_sides(1, 2, 3)
with pytest.raises(ValueError):
    triangle_inradius_from_sides(3, 1, 2)
with pytest.raises(ValueError):
    triangle_inradius_from_sides(2, 3, 1)
with pytest.raises(ValueError):
    triangle_inradius_from_sides(0, 1, 1)
