# domain: geometry
# function: point_inside_ellipse
# query: Given a point, check whether it lies inside or on an axis-aligned ellipse with the given
#   center and semi-axes a (horizontal) and b (vertical), exactly for integers: (dx/a)^2 +
#   (dy/b)^2 <= 1. Raise ValueError unless both semi-axes are positive.

def point_inside_ellipse(point, center, a, b):
    if a <= 0 or b <= 0:
        raise ValueError("semi-axes must be positive")
    dx = point[0] - center[0]
    dy = point[1] - center[1]
    return dx * dx * b * b + dy * dy * a * a <= a * a * b * b

# --- tests ---
import pytest

assert point_inside_ellipse((2, 1), (-1, 2), 1, 1) is False
assert point_inside_ellipse((3, 0), (0, 0), 3, 2) is True
assert point_inside_ellipse((0, 2), (0, 0), 3, 2) is True
assert point_inside_ellipse((0, 3), (0, 0), 3, 2) is False
assert point_inside_ellipse((3, 1), (0, 0), 3, 2) is False
assert point_inside_ellipse((2, 1), (0, 0), 3, 2) is True
assert point_inside_ellipse((6, 4), (1, 2), 5, 2) is False
assert point_inside_ellipse((4, 3), (1, 2), 5, 2) is True
with pytest.raises(ValueError):
    point_inside_ellipse((0, 0), (0, 0), 0, 2)
with pytest.raises(ValueError):
    point_inside_ellipse((0, 0), (0, 0), 2, 0)
