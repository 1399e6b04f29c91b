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
