# domain: geometry
# function: circle_from_diameter_endpoints
# query: Given p and q, the two endpoints of a circle's diameter, return (center_x, center_y,
#   radius) with all values rounded to 6 decimals. Raise ValueError if the endpoints coincide.

import math

def circle_from_diameter_endpoints(p, q):
    if p[0] == q[0] and p[1] == q[1]:
        raise ValueError("endpoints must differ")
    cx = (p[0] + q[0]) / 2
    cy = (p[1] + q[1]) / 2
    radius = math.hypot(q[0] - p[0], q[1] - p[1]) / 2
    return (round(cx, 6), round(cy, 6), round(radius, 6))

# --- tests ---
import pytest

assert circle_from_diameter_endpoints((0, 0), (2, 0)) == (1.0, 0.0, 1.0)
assert circle_from_diameter_endpoints((0, 0), (6, 8)) == (3.0, 4.0, 5.0)
assert circle_from_diameter_endpoints((-1, 2), (3, -1)) == (1.0, 0.5, 2.5)
assert circle_from_diameter_endpoints((1, 1), (2, 2)) == (1.5, 1.5, 0.707107)
assert circle_from_diameter_endpoints((0, 5), (0, -5)) == (0.0, 0.0, 5.0)
with pytest.raises(ValueError):
    circle_from_diameter_endpoints((3, 3), (3, 3))
assert circle_from_diameter_endpoints((3, 3), (3, 4)) == (3.0, 3.5, 0.5)

# --- implementation 2: complex numbers for the midpoint and the diameter length ---
def circle_from_diameter_endpoints(p, q):
    a, b = complex(p[0], p[1]), complex(q[0], q[1])
    if a == b:
        raise ValueError("identical endpoints")
    center = (a + b) / 2
    return (round(center.real, 6), round(center.imag, 6), round(abs(b - a) / 2, 6))

# --- implementation 3: midpoint by averaging, radius as the distance from the center to p ---
import math


def circle_from_diameter_endpoints(p, q):
    if tuple(p) == tuple(q):
        raise ValueError("degenerate diameter")
    center = [(a + b) / 2 for a, b in zip(p, q)]
    radius = math.dist(center, p)
    return (round(center[0], 6), round(center[1], 6), round(radius, 6))

# --- inputs ---
def random_input(rng):
    p = (rng.randint(-10, 10), rng.randint(-10, 10))
    if rng.random() < 0.1:
        return (p, p)
    return (p, (rng.randint(-10, 10), rng.randint(-10, 10)))
