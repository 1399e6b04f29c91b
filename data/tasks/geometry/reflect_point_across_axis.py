# domain: geometry
# function: reflect_point_across_axis
# query: Reflect a 2D point across 'x' (the x-axis), 'y' (the y-axis), 'origin', or 'y=x' (the
#   diagonal) and return the reflected point. Raise ValueError for any other axis name.

def reflect_point_across_axis(point, axis):
    x, y = point
    if axis == "x":
        return (x, -y)
    if axis == "y":
        return (-x, y)
    if axis == "origin":
        return (-x, -y)
    if axis == "y=x":
        return (y, x)
    raise ValueError("unknown axis %r" % axis)

# --- tests ---
import pytest

assert reflect_point_across_axis((2, 3), "x") == (2, -3)
assert reflect_point_across_axis((2, 3), "y") == (-2, 3)
assert reflect_point_across_axis((2, 3), "origin") == (-2, -3)
assert reflect_point_across_axis((2, 3), "y=x") == (3, 2)
assert reflect_point_across_axis((0, 0), "origin") == (0, 0)
assert reflect_point_across_axis((-4, 0), "x") == (-4, 0)
with pytest.raises(ValueError):
    reflect_point_across_axis((1, 1), "z")
with pytest.raises(ValueError):
    reflect_point_across_axis((1, 1), "X")
