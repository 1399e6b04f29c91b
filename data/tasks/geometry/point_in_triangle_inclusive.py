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

# --- implementation 2: the three sub-triangle areas add up to the triangle's area ---
def point_in_triangle_inclusive(p, a, b, c):
    def doubled_area(u, v, w):
        return abs((v[0] - u[0]) * (w[1] - u[1]) - (v[1] - u[1]) * (w[0] - u[0]))

    whole = doubled_area(a, b, c)
    parts = doubled_area(p, a, b) + doubled_area(p, b, c) + doubled_area(p, c, a)
    return parts == whole

# --- implementation 3: exact barycentric coordinates with Fractions ---
from fractions import Fraction


def point_in_triangle_inclusive(p, a, b, c):
    ux, uy = b[0] - a[0], b[1] - a[1]
    vx, vy = c[0] - a[0], c[1] - a[1]
    wx, wy = p[0] - a[0], p[1] - a[1]
    det = ux * vy - uy * vx
    s = Fraction(wx * vy - wy * vx) / Fraction(det)
    t = Fraction(ux * wy - uy * wx) / Fraction(det)
    return s >= 0 and t >= 0 and s + t <= 1

# --- inputs ---
def random_input(rng):
    while True:
        a, b, c = ((rng.randint(-4, 5), rng.randint(-4, 5)) for _ in range(3))
        if (b[0] - a[0]) * (c[1] - a[1]) != (b[1] - a[1]) * (c[0] - a[0]):
            break
    r = rng.random()
    if r < 0.2:
        p = rng.choice([a, b, c])
    elif r < 0.35:
        p = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
    else:
        p = (rng.randint(-5, 6), rng.randint(-5, 6))
    return (p, a, b, c)
