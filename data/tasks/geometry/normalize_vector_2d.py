# domain: geometry
# function: normalize_vector_2d
# query: Return the unit vector pointing in the same direction as a 2D vector v, with components
#   rounded to 6 decimals. Raise ValueError for the zero vector.

import math

def normalize_vector_2d(v):
    length = math.hypot(v[0], v[1])
    if length == 0:
        raise ValueError("zero vector has no direction")
    return (round(v[0] / length, 6), round(v[1] / length, 6))

# --- tests ---
import pytest

assert normalize_vector_2d((3, 4)) == (0.6, 0.8)
assert normalize_vector_2d((0, -5)) == (0.0, -1.0)
assert normalize_vector_2d((2, 0)) == (1.0, 0.0)
assert normalize_vector_2d((1, 1)) == (0.707107, 0.707107)
assert normalize_vector_2d((-6, 8)) == (-0.6, 0.8)
assert normalize_vector_2d((1, 2)) == (0.447214, 0.894427)
with pytest.raises(ValueError):
    normalize_vector_2d((0, 0))
