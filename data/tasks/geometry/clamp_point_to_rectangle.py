# domain: geometry
# function: clamp_point_to_rectangle
# query: Return the point of an axis-aligned rectangle closest to a given point, where rect is (x1,
#   y1, x2, y2), i.e. clamp each coordinate into the rectangle's range; points inside are
#   returned unchanged. Raise ValueError when x1 > x2 or y1 > y2.

def clamp_point_to_rectangle(point, rect):
    x1, y1, x2, y2 = rect
    if x1 > x2 or y1 > y2:
        raise ValueError("malformed rectangle")
    x = min(max(point[0], x1), x2)
    y = min(max(point[1], y1), y2)
    return (x, y)

# --- tests ---
import pytest

assert clamp_point_to_rectangle((2, 3), (0, 0, 5, 5)) == (2, 3)
assert clamp_point_to_rectangle((-2, 3), (0, 0, 5, 5)) == (0, 3)
assert clamp_point_to_rectangle((7, 3), (0, 0, 5, 5)) == (5, 3)
assert clamp_point_to_rectangle((2, -4), (0, 0, 5, 5)) == (2, 0)
assert clamp_point_to_rectangle((2, 9), (0, 0, 5, 5)) == (2, 5)
assert clamp_point_to_rectangle((9, -9), (1, 2, 3, 4)) == (3, 2)
assert clamp_point_to_rectangle((3, 3), (3, 3, 3, 3)) == (3, 3)
with pytest.raises(ValueError):
    clamp_point_to_rectangle((0, 0), (5, 0, 1, 1))
with pytest.raises(ValueError):
    clamp_point_to_rectangle((0, 0), (0, 5, 1, 1))
