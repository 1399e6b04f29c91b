# domain: geometry
# function: polyline_total_length
# query: Return the total length of an open polyline through a list of (x, y) points (not closing
#   back to the start), rounded to 6 decimals. Fewer than two points give 0.0.

import math

def polyline_total_length(points):
    total = 0.0
    for i in range(1, len(points)):
        x1, y1 = points[i - 1]
        x2, y2 = points[i]
        total += math.hypot(x2 - x1, y2 - y1)
    return round(total, 6)

# --- tests ---
assert polyline_total_length([]) == 0.0
assert polyline_total_length([(5, 5)]) == 0.0
assert polyline_total_length([(0, 0), (3, 4)]) == 5.0
assert polyline_total_length([(0, 0), (3, 4), (3, 0)]) == 9.0
assert polyline_total_length([(1, 1), (2, 2)]) == 1.414214
assert polyline_total_length([(0, 0), (0, 2), (2, 2), (2, 0)]) == 6.0
assert polyline_total_length([(2, 3), (5, 7), (5, 7)]) == 5.0
assert polyline_total_length([(-1, 2), (2, -2), (2, 5)]) == 12.0

# --- implementation 2: itertools.pairwise with math.dist ---
import math
from itertools import pairwise


def polyline_total_length(points):
    length = sum(math.dist(a, b) for a, b in pairwise(points))
    return round(float(length), 6)

# --- implementation 3: complex point differences accumulated in a loop ---
def polyline_total_length(points):
    total = 0.0
    previous = None
    for x, y in points:
        here = complex(x, y)
        if previous is not None:
            total += abs(here - previous)
        previous = here
    return round(total, 6)

# --- implementation 4: zip the points with the points shifted by one, Pythagoras per segment ---
import math


def polyline_total_length(points):
    segments = zip(points[:-1], points[1:])
    total = 0.0
    for (ax, ay), (bx, by) in segments:
        total += math.sqrt((bx - ax) ** 2 + (by - ay) ** 2)
    return round(total, 6)

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2, 3, rng.randint(2, 9)])
    pts = [(rng.randint(-6, 6), rng.randint(-6, 6)) for _ in range(n)]
    if pts and rng.random() < 0.2:
        pts.append(pts[-1])
    return (pts,)
