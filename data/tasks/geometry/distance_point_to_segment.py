# domain: geometry
# function: distance_point_to_segment
# query: Return the shortest distance from point to the closed line segment between a and b (the
#   nearest point may be an endpoint), rounded to 6 decimals; a degenerate segment is treated
#   as a single point.

import math

def distance_point_to_segment(point, a, b):
    dx = b[0] - a[0]
    dy = b[1] - a[1]
    length_sq = dx * dx + dy * dy
    if length_sq == 0:
        return round(math.hypot(point[0] - a[0], point[1] - a[1]), 6)
    t = ((point[0] - a[0]) * dx + (point[1] - a[1]) * dy) / length_sq
    if t < 0:
        t = 0
    elif t > 1:
        t = 1
    nearest_x = a[0] + t * dx
    nearest_y = a[1] + t * dy
    return round(math.hypot(point[0] - nearest_x, point[1] - nearest_y), 6)

# --- tests ---
assert distance_point_to_segment((5, 3), (0, 0), (10, 0)) == 3.0
assert distance_point_to_segment((-3, 4), (0, 0), (10, 0)) == 5.0
assert distance_point_to_segment((13, -4), (0, 0), (10, 0)) == 5.0
assert distance_point_to_segment((3, 4), (1, 1), (1, 1)) == 3.605551
assert distance_point_to_segment((2, 2), (0, 0), (4, 4)) == 0.0
assert distance_point_to_segment((0, 4), (0, 0), (4, 4)) == 2.828427
assert distance_point_to_segment((1, 5), (0, 2), (0, 7)) == 1.0
assert distance_point_to_segment((3, 9), (0, 2), (0, 7)) == 3.605551
assert distance_point_to_segment((10, 1), (0, 0), (10, 0)) == 1.0

# --- implementation 2: endpoint distances when the projection falls outside, else the line distance ---
import math


def distance_point_to_segment(point, a, b):
    (px, py), (ax, ay), (bx, by) = point, a, b
    if (ax, ay) == (bx, by):
        return round(math.dist(point, a), 6)
    if (px - ax) * (bx - ax) + (py - ay) * (by - ay) <= 0:
        return round(math.dist(point, a), 6)
    if (px - bx) * (ax - bx) + (py - by) * (ay - by) <= 0:
        return round(math.dist(point, b), 6)
    cross = (bx - ax) * (py - ay) - (by - ay) * (px - ax)
    return round(abs(cross) / math.dist(a, b), 6)

# --- implementation 3: complex numbers, the parameter clamped into [0, 1] ---
def distance_point_to_segment(point, a, b):
    p, s, e = complex(*point), complex(*a), complex(*b)
    d = e - s
    if d == 0:
        return round(abs(p - s), 6)
    t = ((p - s) * d.conjugate()).real / abs(d) ** 2
    t = min(1.0, max(0.0, t))
    return round(abs(p - (s + t * d)), 6)

# --- inputs ---
def random_input(rng):
    a = (rng.randint(-8, 8), rng.randint(-8, 8))
    b = a if rng.random() < 0.1 else (rng.randint(-8, 8), rng.randint(-8, 8))
    p = (rng.randint(-12, 12), rng.randint(-12, 12))
    if rng.random() < 0.15:
        p = rng.choice([a, b])
    return (p, a, b)
