# domain: geometry
# function: point_in_triangle_inclusive
# query: Check whether a point p lies inside or on the boundary of the triangle with vertices a, b,
#   c (in any orientation); exact for integer coordinates.

def point_in_triangle_inclusive(p, a, b, c):
    def cross(o, u, v):
        return (u[0] - o[0]) * (v[1] - o[1]) - (u[1] - o[1]) * (v[0] - o[0])

    d1 = cross(a, b, p)
    d2 = cross(b, c, p)
    d3 = cross(c, a, p)
    has_negative = d1 < 0 or d2 < 0 or d3 < 0
    has_positive = d1 > 0 or d2 > 0 or d3 > 0
    return not (has_negative and has_positive)

# --- tests ---
assert point_in_triangle_inclusive((1, 1), (0, 0), (4, 0), (0, 4)) is True
assert point_in_triangle_inclusive((1, 1), (0, 0), (0, 4), (4, 0)) is True
assert point_in_triangle_inclusive((3, 0), (1, 2), (3, 0), (2, 0)) is True
assert point_in_triangle_inclusive((2, 2), (0, 0), (4, 0), (0, 4)) is True
assert point_in_triangle_inclusive((3, 1), (1, 2), (2, 2), (0, 3)) is False
assert point_in_triangle_inclusive((-1, 1), (0, 0), (4, 0), (0, 4)) is False
assert point_in_triangle_inclusive((2, 1), (2, 1), (3, 1), (1, 0)) is True
assert point_in_triangle_inclusive((2, 0), (0, 0), (4, 0), (0, 4)) is True
assert point_in_triangle_inclusive((3, 2), (1, 1), (5, 2), (2, 4)) is True
assert point_in_triangle_inclusive((5, 3), (1, 1), (5, 2), (2, 4)) is False
