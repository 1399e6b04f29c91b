# domain: geometry
# function: triangle_angles_from_sides
# query: Given the three side lengths a, b, c of a triangle, return the angles (in degrees, rounded
#   to 2 decimals) opposite to a, b and c respectively, using the law of cosines. Raise ValueError
#   if the sides do not form a non-degenerate triangle.

import math

def triangle_angles_from_sides(a, b, c):
    if a + b <= c or a + c <= b or b + c <= a:
        raise ValueError("invalid triangle")
    alpha = math.degrees(math.acos((b * b + c * c - a * a) / (2 * b * c)))
    beta = math.degrees(math.acos((a * a + c * c - b * b) / (2 * a * c)))
    gamma = 180 - alpha - beta
    return (round(alpha, 2), round(beta, 2), round(gamma, 2))

# --- tests ---
import pytest

assert triangle_angles_from_sides(3, 4, 5) == (36.87, 53.13, 90.0)
assert triangle_angles_from_sides(5, 3, 4) == (90.0, 36.87, 53.13)
assert triangle_angles_from_sides(1, 1, 1) == (60.0, 60.0, 60.0)
assert triangle_angles_from_sides(2, 2, 3) == (41.41, 41.41, 97.18)
assert triangle_angles_from_sides(7, 8, 9) == (48.19, 58.41, 73.4)
with pytest.raises(ValueError):
    triangle_angles_from_sides(1, 2, 3)
with pytest.raises(ValueError):
    triangle_angles_from_sides(3, 1, 2)
with pytest.raises(ValueError):
    triangle_angles_from_sides(2, 3, 1)
with pytest.raises(ValueError):
    triangle_angles_from_sides(0, 1, 1)
