# domain: geometry
# function: distance_point_to_line
# query: Return the perpendicular distance from point to the infinite line through two distinct
#   points a and b, rounded to 6 decimals. Raise ValueError if a and b coincide.

import math

def distance_point_to_line(point, a, b):
    dx = b[0] - a[0]
    dy = b[1] - a[1]
    length = math.hypot(dx, dy)
    if length == 0:
        raise ValueError("a and b must differ")
    cross = dx * (point[1] - a[1]) - dy * (point[0] - a[0])
    return round(abs(cross) / length, 6)

# --- tests ---
import pytest

assert distance_point_to_line((0, 5), (0, 0), (10, 0)) == 5.0
assert distance_point_to_line((3, -2), (0, 0), (10, 0)) == 2.0
assert distance_point_to_line((20, 0), (0, 0), (10, 0)) == 0.0
assert distance_point_to_line((4, 1), (1, 0), (1, 7)) == 3.0
assert distance_point_to_line((0, 0), (1, 0), (0, 1)) == 0.707107
assert distance_point_to_line((2, 3), (1, 1), (4, 5)) == 0.4
assert distance_point_to_line((5, 1), (0, 2), (2, 6)) == 4.91935
with pytest.raises(ValueError):
    distance_point_to_line((1, 1), (2, 2), (2, 2))
