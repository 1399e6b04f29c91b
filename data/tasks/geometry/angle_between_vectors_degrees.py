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

# --- implementation 2: atan2 of the cross product's magnitude over the dot product ---
import math


def angle_between_vectors_degrees(u, v):
    if not any(u) or not any(v):
        raise ValueError("vectors must be non-zero")
    cross = u[0] * v[1] - u[1] * v[0]
    dot = u[0] * v[0] + u[1] * v[1]
    return round(math.degrees(math.atan2(abs(cross), dot)), 4)

# --- implementation 3: difference of the two polar angles folded into [0, 180] ---
import math


def angle_between_vectors_degrees(u, v):
    if u[0] == u[1] == 0 or v[0] == v[1] == 0:
        raise ValueError("zero-length vector")
    diff = abs(math.atan2(v[1], v[0]) - math.atan2(u[1], u[0]))
    if diff > math.pi:
        diff = 2 * math.pi - diff
    return round(diff * 180 / math.pi, 4)

# --- implementation 4: the law of cosines in the triangle 0, u, v with squared lengths ---
import math


def angle_between_vectors_degrees(u, v):
    a2 = u[0] ** 2 + u[1] ** 2
    b2 = v[0] ** 2 + v[1] ** 2
    if a2 == 0 or b2 == 0:
        raise ValueError("zero-length vector")
    c2 = (u[0] - v[0]) ** 2 + (u[1] - v[1]) ** 2
    cosine = (a2 + b2 - c2) / (2 * math.sqrt(a2 * b2))
    return round(math.degrees(math.acos(max(-1.0, min(1.0, cosine)))), 4)

# --- inputs ---
def random_input(rng):
    def vec():
        if rng.random() < 0.1:
            return (0, 0)
        return (rng.randint(-6, 6), rng.randint(-6, 6))

    u = vec()
    if rng.random() < 0.25:
        k = rng.choice([1, 2, -1, -3])
        return (u, (u[0] * k, u[1] * k))
    if rng.random() < 0.15:
        return (u, (-u[1], u[0]))
    return (u, vec())
