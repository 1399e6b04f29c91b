# domain: geometry
# function: distance_point_to_line
# query: Return the perpendicular distance from point to the infinite line through two distinct
#   points a and b, rounded to 6 decimals. Raise ValueError if a and b coincide.

import math

def distance_point_to_line(point, a, b):
    dx = b[0] - a[0]
    dy = b[1] - a[1]
    length = math.hypot(dx, dy)
    if length == 0:
        raise ValueError("a and b must differ")
    cross = dx * (point[1] - a[1]) - dy * (point[0] - a[0])
    return round(abs(cross) / length, 6)

# --- tests ---
import pytest

assert distance_point_to_line((0, 5), (0, 0), (10, 0)) == 5.0
assert distance_point_to_line((3, -2), (0, 0), (10, 0)) == 2.0
assert distance_point_to_line((20, 0), (0, 0), (10, 0)) == 0.0
assert distance_point_to_line((4, 1), (1, 0), (1, 7)) == 3.0
assert distance_point_to_line((0, 0), (1, 0), (0, 1)) == 0.707107
assert distance_point_to_line((2, 3), (1, 1), (4, 5)) == 0.4
assert distance_point_to_line((5, 1), (0, 2), (2, 6)) == 4.91935
with pytest.raises(ValueError):
    distance_point_to_line((1, 1), (2, 2), (2, 2))

# --- implementation 2: twice the triangle area over the base length ---
import math


def distance_point_to_line(point, a, b):
    if tuple(a) == tuple(b):
        raise ValueError("the line needs two distinct points")
    (px, py), (ax, ay), (bx, by) = point, a, b
    doubled_area = abs(ax * (by - py) + bx * (py - ay) + px * (ay - by))
    return round(doubled_area / math.dist(a, b), 6)

# --- implementation 3: the foot of the perpendicular by projection, then the distance to it ---
import math


def distance_point_to_line(point, a, b):
    ux, uy = b[0] - a[0], b[1] - a[1]
    norm_sq = ux * ux + uy * uy
    if norm_sq == 0:
        raise ValueError("coincident points")
    t = ((point[0] - a[0]) * ux + (point[1] - a[1]) * uy) / norm_sq
    foot = (a[0] + t * ux, a[1] + t * uy)
    return round(math.dist(point, foot), 6)

# --- inputs ---
def random_input(rng):
    a = (rng.randint(-8, 8), rng.randint(-8, 8))
    b = a if rng.random() < 0.08 else (rng.randint(-8, 8), rng.randint(-8, 8))
    p = (rng.randint(-10, 10), rng.randint(-10, 10))
    if rng.random() < 0.2:
        k = rng.randint(-2, 3)
        p = (a[0] + k * (b[0] - a[0]), a[1] + k * (b[1] - a[1]))
    return (p, a, b)
