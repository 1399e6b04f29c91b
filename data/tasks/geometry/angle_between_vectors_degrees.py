# domain: geometry
# function: angle_between_vectors_degrees
# query: Return the unsigned angle in degrees between two 2D vectors u and v, in [0, 180], rounded
#   to 4 decimals. Raise ValueError if either vector has zero length.

import math

def angle_between_vectors_degrees(u, v):
    nu = math.hypot(u[0], u[1])
    nv = math.hypot(v[0], v[1])
    if nu == 0 or nv == 0:
        raise ValueError("zero-length vector")
    cos_angle = (u[0] * v[0] + u[1] * v[1]) / (nu * nv)
    cos_angle = max(-1.0, min(1.0, cos_angle))
    return round(math.degrees(math.acos(cos_angle)), 4)

# --- tests ---
import pytest

assert angle_between_vectors_degrees((1, 0), (0, 1)) == 90.0
assert angle_between_vectors_degrees((1, 0), (1, 0)) == 0.0
assert angle_between_vectors_degrees((1, 0), (-1, 0)) == 180.0
assert angle_between_vectors_degrees((1, 1), (1, 0)) == 45.0
assert angle_between_vectors_degrees((2, 0), (-1, 1)) == 135.0
assert angle_between_vectors_degrees((3, 4), (4, 3)) == 16.2602
assert angle_between_vectors_degrees((0, 2), (5, 0)) == 90.0
with pytest.raises(ValueError):
    angle_between_vectors_degrees((0, 0), (1, 0))
with pytest.raises(ValueError):
    angle_between_vectors_degrees((1, 0), (0, 0))
