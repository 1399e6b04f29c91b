# domain: geometry
# function: point_in_circle_integer
# query: Classify an integer point relative to a circle with integer center and radius: return
#   'inside', 'on' (exactly on the circumference) or 'outside', using exact integer arithmetic.
#   Raise ValueError for a negative radius.

def point_in_circle_integer(point, center, radius):
    if radius < 0:
        raise ValueError("radius must be non-negative")
    dx = point[0] - center[0]
    dy = point[1] - center[1]
    dist_sq = dx * dx + dy * dy
    r_sq = radius * radius
    if dist_sq < r_sq:
        return "inside"
    if dist_sq == r_sq:
        return "on"
    return "outside"

# --- tests ---
import pytest

assert point_in_circle_integer((0, 0), (0, 0), 5) == "inside"
assert point_in_circle_integer((3, 4), (0, 0), 5) == "on"
assert point_in_circle_integer((4, 4), (0, 0), 5) == "outside"
assert point_in_circle_integer((4, 6), (1, 2), 5) == "on"
assert point_in_circle_integer((2, 3), (1, 2), 1) == "outside"
assert point_in_circle_integer((1, 1), (1, 1), 0) == "on"
assert point_in_circle_integer((-2, 5), (1, 2), 5) == "inside"
with pytest.raises(ValueError):
    point_in_circle_integer((0, 0), (0, 0), -1)
