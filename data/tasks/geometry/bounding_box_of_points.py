# domain: geometry
# function: bounding_box_of_points
# query: Return the axis-aligned bounding box (min_x, min_y, max_x, max_y) of a non-empty list of
#   (x, y) points. Raise ValueError when the list is empty.

def bounding_box_of_points(points):
    if not points:
        raise ValueError("no points")
    xs = sorted(p[0] for p in points)
    ys = sorted(p[1] for p in points)
    return (xs[0], ys[0], xs[-1], ys[-1])

# --- tests ---
import pytest

assert bounding_box_of_points([(2, 3)]) == (2, 3, 2, 3)
assert bounding_box_of_points([(0, 0), (4, 5)]) == (0, 0, 4, 5)
assert bounding_box_of_points([(4, 5), (0, 0)]) == (0, 0, 4, 5)
assert bounding_box_of_points([(1, 7), (-2, 3), (5, -1)]) == (-2, -1, 5, 7)
assert bounding_box_of_points([(3, 1), (3, 9), (3, 4)]) == (3, 1, 3, 9)
assert bounding_box_of_points([(2, 8), (6, 8), (-4, 8)]) == (-4, 8, 6, 8)
assert bounding_box_of_points([(0, 5), (1, 2), (7, 6), (3, 0)]) == (0, 0, 7, 6)
with pytest.raises(ValueError):
    bounding_box_of_points([])

# --- implementation 2: min and max over coordinate generators ---
def bounding_box_of_points(points):
    if len(points) == 0:
        raise ValueError("empty point list")
    xs = [x for x, _ in points]
    ys = [y for _, y in points]
    return (min(xs), min(ys), max(xs), max(ys))

# --- implementation 3: one pass updating four running extremes ---
def bounding_box_of_points(points):
    if not points:
        raise ValueError("points must not be empty")
    lo_x, lo_y = hi_x, hi_y = points[0]
    for x, y in points[1:]:
        lo_x, hi_x = min(lo_x, x), max(hi_x, x)
        lo_y, hi_y = min(lo_y, y), max(hi_y, y)
    return (lo_x, lo_y, hi_x, hi_y)

# --- implementation 4: folds one-point boxes together with functools.reduce ---
from functools import reduce


def _merge(a, b):
    return (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))


def bounding_box_of_points(points):
    if not points:
        raise ValueError("empty list")
    return reduce(_merge, ((x, y, x, y) for x, y in points))

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2, 3, rng.randint(1, 10)])
    pts = [(rng.randint(-9, 9), rng.randint(-9, 9)) for _ in range(n)]
    if pts and rng.random() < 0.3:
        x = pts[0][0]
        pts = [(x, p[1]) for p in pts]
    return (pts,)
