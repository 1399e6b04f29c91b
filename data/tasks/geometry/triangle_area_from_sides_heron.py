# domain: geometry
# function: triangle_area_from_sides_heron
# query: Compute a triangle's area from its three side lengths a, b and c with Heron's formula,
#   rounded to 4 decimals. Raise ValueError if any side is non-positive or the sides cannot
#   form a triangle (degenerate triangles with zero area are allowed).

import math

def triangle_area_from_sides_heron(a, b, c):
    if a <= 0 or b <= 0 or c <= 0:
        raise ValueError("sides must be positive")
    if a + b < c or a + c < b or b + c < a:
        raise ValueError("triangle inequality violated")
    s = (a + b + c) / 2
    product = s * (s - a) * (s - b) * (s - c)
    return round(math.sqrt(max(product, 0)), 4)

# --- tests ---
import pytest

assert triangle_area_from_sides_heron(3, 4, 5) == 6.0
assert triangle_area_from_sides_heron(1, 2, 3) == 0.0
assert triangle_area_from_sides_heron(3, 1, 2) == 0.0
assert triangle_area_from_sides_heron(2, 3, 1) == 0.0
assert triangle_area_from_sides_heron(1, 1, 1) == 0.433
assert triangle_area_from_sides_heron(7, 8, 9) == 26.8328
with pytest.raises(ValueError):
    triangle_area_from_sides_heron(1, 2, 4)
with pytest.raises(ValueError):
    triangle_area_from_sides_heron(0, 4, 4)
with pytest.raises(ValueError):
    triangle_area_from_sides_heron(4, 0, 4)
with pytest.raises(ValueError):
    triangle_area_from_sides_heron(4, 4, 0)
