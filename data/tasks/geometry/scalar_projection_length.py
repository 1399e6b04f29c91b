# domain: geometry
# function: scalar_projection_length
# query: Return the signed length of the projection of vector u onto vector v (dot(u, v) / |v|),
#   rounded to 6 decimals. Raise ValueError if v is the zero vector.

import math

def scalar_projection_length(u, v):
    length = math.hypot(v[0], v[1])
    if length == 0:
        raise ValueError("cannot project onto zero vector")
    dot = u[0] * v[0] + u[1] * v[1]
    return round(dot / length, 6)

# --- tests ---
import pytest

assert scalar_projection_length((3, 4), (1, 0)) == 3.0
assert scalar_projection_length((3, 4), (0, 2)) == 4.0
assert scalar_projection_length((3, 4), (-1, 0)) == -3.0
assert scalar_projection_length((2, 0), (0, 5)) == 0.0
assert scalar_projection_length((1, 2), (3, 4)) == 2.2
assert scalar_projection_length((5, -1), (1, 1)) == 2.828427
with pytest.raises(ValueError):
    scalar_projection_length((1, 1), (0, 0))
