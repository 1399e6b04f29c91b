# domain: geometry
# function: largest_triangle_area_from_points
# query: Among all triangles formed by any three points of a list of integer points, return the
#   largest area as a float (half of the largest absolute cross product). Fewer than 3 points give 0.

import itertools

def largest_triangle_area_from_points(points):
    best = 0
    for a, b, c in itertools.combinations(points, 3):
        cross = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
        if abs(cross) > best:
            best = abs(cross)
    return best / 2

# --- tests ---
assert largest_triangle_area_from_points([]) == 0
assert largest_triangle_area_from_points([(0, 0), (1, 1)]) == 0
assert largest_triangle_area_from_points([(0, 0), (1, 0), (0, 1)]) == 0.5
assert largest_triangle_area_from_points([(0, 0), (0, 1), (1, 0), (0, 2), (2, 0)]) == 2.0
assert largest_triangle_area_from_points([(1, 0), (0, 0), (0, 1)]) == 0.5
assert largest_triangle_area_from_points([(0, 0), (1, 1), (2, 2)]) == 0
assert largest_triangle_area_from_points([(4, 6), (6, 5), (3, 1)]) == 5.5
assert largest_triangle_area_from_points([(1, 3), (5, 1), (2, 2), (4, 7), (0, 0)]) == 15.5

# --- implementation 2: max over combinations of the shoelace determinant, default 0 ---
from itertools import combinations


def largest_triangle_area_from_points(points):
    doubled = max(
        (abs(x1 * (y2 - y3) + x2 * (y3 - y1) + x3 * (y1 - y2))
         for (x1, y1), (x2, y2), (x3, y3) in combinations(points, 3)),
        default=0,
    )
    return doubled / 2

# --- implementation 3: index loops keeping the largest area seen ---
def largest_triangle_area_from_points(points):
    n = len(points)
    largest = 0.0
    for i in range(n):
        ax, ay = points[i]
        for j in range(i + 1, n):
            bx, by = points[j][0] - ax, points[j][1] - ay
            for k in range(j + 1, n):
                cx, cy = points[k][0] - ax, points[k][1] - ay
                largest = max(largest, abs(bx * cy - by * cx) / 2)
    return largest

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2, 3, rng.randint(3, 8)])
    pts = [(rng.randint(-6, 6), rng.randint(-6, 6)) for _ in range(n)]
    if rng.random() < 0.15:
        pts = [(k, k) for k in range(rng.randint(0, 5))]
    return (pts,)
