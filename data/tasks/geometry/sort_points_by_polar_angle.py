# domain: geometry
# function: sort_points_by_polar_angle
# query: Sort 2D points (none at the origin) counter-clockwise by polar angle measured from the
#   positive x-axis, angles in [0, 360); points at the same angle are ordered by distance from the
#   origin. Use exact integer comparisons (half-plane then cross product).

import functools

def sort_points_by_polar_angle(points):
    def half(p):
        return 0 if p[1] > 0 or (p[1] == 0 and p[0] > 0) else 1

    def compare(p, q):
        if half(p) != half(q):
            return half(p) - half(q)
        cross = p[0] * q[1] - p[1] * q[0]
        if cross != 0:
            return -1 if cross > 0 else 1
        return (p[0] * p[0] + p[1] * p[1]) - (q[0] * q[0] + q[1] * q[1])

    return sorted(points, key=functools.cmp_to_key(compare))

# --- tests ---
assert sort_points_by_polar_angle([]) == []
assert sort_points_by_polar_angle([(0, 1), (1, 0)]) == [(1, 0), (0, 1)]
assert sort_points_by_polar_angle([(0, -1), (-1, 0), (0, 1), (1, 0)]) == [(1, 0), (0, 1), (-1, 0), (0, -1)]
assert sort_points_by_polar_angle([(1, -1), (1, 1)]) == [(1, 1), (1, -1)]
assert sort_points_by_polar_angle([(2, 2), (1, 1)]) == [(1, 1), (2, 2)]
assert sort_points_by_polar_angle([(-1, -1), (-1, 1), (1, -1), (1, 1)]) == [(1, 1), (-1, 1), (-1, -1), (1, -1)]
assert sort_points_by_polar_angle([(-3, 0), (3, 0), (-1, 0)]) == [(3, 0), (-1, 0), (-3, 0)]
assert sort_points_by_polar_angle([(1, 2), (2, 1), (3, 5)]) == [(2, 1), (3, 5), (1, 2)]
assert sort_points_by_polar_angle([(2, 2), (-1, 1), (-2, -1), (-2, 2)]) == [(2, 2), (-1, 1), (-2, 2), (-2, -1)]
assert sort_points_by_polar_angle([(2, -2), (0, -2), (0, -1), (-1, 0)]) == [(-1, 0), (0, -1), (0, -2), (2, -2)]

# --- implementation 2: a sort key of quadrant index, exact in-quadrant tangent and squared length ---
from fractions import Fraction


def sort_points_by_polar_angle(points):
    def key(p):
        x, y = p
        if x > 0 and y >= 0:
            quadrant, tangent = 0, Fraction(y, x)
        elif x <= 0 and y > 0:
            quadrant, tangent = 1, Fraction(-x, y)
        elif x < 0 and y <= 0:
            quadrant, tangent = 2, Fraction(y, x)
        else:
            quadrant, tangent = 3, Fraction(x, -y)
        return (quadrant, tangent, x * x + y * y)

    return sorted(points, key=key)

# --- implementation 3: half-plane, then the axis direction first, then the negated cotangent ---
from fractions import Fraction


def sort_points_by_polar_angle(points):
    def rank(p):
        x, y = p
        lower = y < 0 or (y == 0 and x < 0)
        on_axis = y == 0
        cot = 0 if on_axis else -Fraction(x, y)
        return (lower, not on_axis, cot, x * x + y * y)

    return sorted(points, key=rank)

# --- inputs ---
def random_input(rng):
    pts = []
    for _ in range(rng.randint(0, 9)):
        p = (0, 0)
        while p == (0, 0):
            p = (rng.randint(-4, 4), rng.randint(-4, 4))
        pts.append(p)
    if pts and rng.random() < 0.4:
        x, y = pts[0]
        pts += [(2 * x, 2 * y), (x, y)]
    if rng.random() < 0.3:
        pts += [(3, 0), (-1, 0), (0, -2), (0, 1)]
    rng.shuffle(pts)
    return (pts,)
