# domain: geometry
# function: closest_pair_squared_distance
# query: Given a list of integer 2D points, return the smallest squared Euclidean distance between
#   any two of them (duplicates give 0). Raise ValueError when fewer than two points are given.

def closest_pair_squared_distance(points):
    if len(points) < 2:
        raise ValueError("need at least two points")
    best = None
    for i in range(len(points)):
        for j in range(i + 1, len(points)):
            dx = points[i][0] - points[j][0]
            dy = points[i][1] - points[j][1]
            d = dx * dx + dy * dy
            if best is None or d < best:
                best = d
    return best

# --- tests ---
import pytest

assert closest_pair_squared_distance([(0, 0), (3, 4)]) == 25
assert closest_pair_squared_distance([(0, 0), (5, 5), (1, 1)]) == 2
assert closest_pair_squared_distance([(2, 2), (9, 9), (2, 2)]) == 0
assert closest_pair_squared_distance([(0, 0), (10, 0), (10, 1), (20, 20)]) == 1
assert closest_pair_squared_distance([(-3, 0), (3, 0), (0, 4)]) == 25
assert closest_pair_squared_distance([(1, 7), (4, 3), (8, 8), (5, 5)]) == 5
assert closest_pair_squared_distance([(0, 0), (0, 3), (0, 7), (0, 9)]) == 4
with pytest.raises(ValueError):
    closest_pair_squared_distance([(1, 1)])
with pytest.raises(ValueError):
    closest_pair_squared_distance([])

# --- implementation 2: minimum over itertools.combinations ---
from itertools import combinations


def closest_pair_squared_distance(points):
    if len(points) < 2:
        raise ValueError("at least two points are required")
    return min((p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2 for p, q in combinations(points, 2))

# --- implementation 3: points sorted by x, the inner scan stops once the x gap alone is too large ---
def closest_pair_squared_distance(points):
    if len(points) < 2:
        raise ValueError("fewer than two points")
    ordered = sorted(points)
    best = float("inf")
    for i, (x1, y1) in enumerate(ordered):
        for x2, y2 in ordered[i + 1:]:
            if (x2 - x1) ** 2 >= best:
                break
            best = min(best, (x2 - x1) ** 2 + (y2 - y1) ** 2)
    return best

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2, 3, rng.randint(2, 15)])
    pts = [(rng.randint(-10, 10), rng.randint(-10, 10)) for _ in range(n)]
    if len(pts) >= 2 and rng.random() < 0.2:
        pts.append(pts[0])
    return (pts,)
