# domain: geometry
# function: reflect_point_through_center
# query: Return the point symmetric to a point p with respect to a center point c (point reflection,
#   i.e. 2c - p) for 2D or 3D integer points. Raise ValueError if the dimensions differ.

def reflect_point_through_center(p, c):
    if len(p) != len(c):
        raise ValueError("dimension mismatch")
    result = []
    for pi, ci in zip(p, c):
        result.append(2 * ci - pi)
    return tuple(result)

# --- tests ---
import pytest

assert reflect_point_through_center((1, 2), (0, 0)) == (-1, -2)
assert reflect_point_through_center((1, 2), (1, 2)) == (1, 2)
assert reflect_point_through_center((3, 5), (4, 1)) == (5, -3)
assert reflect_point_through_center((0, 0, 0), (1, 2, 3)) == (2, 4, 6)
assert reflect_point_through_center((-2, 7), (1, 1)) == (4, -5)
with pytest.raises(ValueError):
    reflect_point_through_center((1, 2), (1, 2, 3))
with pytest.raises(ValueError):
    reflect_point_through_center((1, 2, 3), (1,))
