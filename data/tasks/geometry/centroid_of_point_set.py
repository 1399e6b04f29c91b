# domain: geometry
# function: centroid_of_point_set
# query: Return the average (centroid) of a non-empty list of 2D points as a tuple of floats rounded
#   to 6 decimals. Raise ValueError for an empty list.

def centroid_of_point_set(points):
    if not points:
        raise ValueError("no points")
    sx = 0
    sy = 0
    for x, y in points:
        sx += x
        sy += y
    n = len(points)
    return (round(sx / n, 6), round(sy / n, 6))

# --- tests ---
import pytest

assert centroid_of_point_set([(3, 4)]) == (3.0, 4.0)
assert centroid_of_point_set([(0, 0), (2, 4)]) == (1.0, 2.0)
assert centroid_of_point_set([(0, 0), (1, 0), (0, 1)]) == (0.333333, 0.333333)
assert centroid_of_point_set([(-2, 5), (4, -1), (1, 2), (1, 2)]) == (1.0, 2.0)
assert centroid_of_point_set([(1, 0), (2, 0)]) == (1.5, 0.0)
assert centroid_of_point_set([(0, 7), (0, 8)]) == (0.0, 7.5)
with pytest.raises(ValueError):
    centroid_of_point_set([])

# --- implementation 2: coordinate sums via zip(*points) ---
def centroid_of_point_set(points):
    if len(points) == 0:
        raise ValueError("empty list of points")
    xs, ys = zip(*points)
    count = len(points)
    return (round(sum(xs) / count, 6), round(sum(ys) / count, 6))

# --- implementation 3: functools.reduce accumulating a running coordinate sum ---
from functools import reduce


def centroid_of_point_set(points):
    if not points:
        raise ValueError("centroid of no points")
    total_x, total_y = reduce(lambda acc, p: (acc[0] + p[0], acc[1] + p[1]), points, (0, 0))
    n = len(points)
    return (round(total_x / n, 6), round(total_y / n, 6))

# --- implementation 4: statistics.fmean of each coordinate ---
from statistics import fmean


def centroid_of_point_set(points):
    if not points:
        raise ValueError("no points")
    cx = fmean(x for x, _ in points)
    cy = fmean(y for _, y in points)
    return (round(cx, 6), round(cy, 6))

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2, 3, rng.randint(1, 12)])
    return ([(rng.randint(-20, 20), rng.randint(-20, 20)) for _ in range(n)],)
