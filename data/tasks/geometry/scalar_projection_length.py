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

# --- implementation 2: the dot product of u with v's unit vector ---
import math


def scalar_projection_length(u, v):
    norm = math.sqrt(v[0] ** 2 + v[1] ** 2)
    if not norm:
        raise ValueError("v must be non-zero")
    unit = (v[0] / norm, v[1] / norm)
    return round(u[0] * unit[0] + u[1] * unit[1], 6)

# --- implementation 3: |u| times the cosine of the angle between the vectors ---
import math


def scalar_projection_length(u, v):
    if v[0] == 0 and v[1] == 0:
        raise ValueError("zero vector")
    if u[0] == 0 and u[1] == 0:
        return 0.0
    angle = math.atan2(u[1], u[0]) - math.atan2(v[1], v[0])
    return round(math.hypot(u[0], u[1]) * math.cos(angle), 6)

# --- inputs ---
def random_input(rng):
    u = (rng.randint(-8, 8), rng.randint(-8, 8))
    v = (rng.randint(-8, 8), rng.randint(-8, 8))
    r = rng.random()
    if r < 0.08:
        v = (0, 0)
    elif r < 0.2:
        v = rng.choice([(1, 0), (0, 2), (-1, 0), (3, 4)])
    return (u, v)
