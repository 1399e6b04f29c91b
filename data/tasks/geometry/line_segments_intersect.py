# domain: geometry
# function: line_segments_intersect
# query: Decide whether two closed 2D line segments a1-a2 and b1-b2 (integer endpoints, each segment
#   with distinct endpoints) share at least one point, counting touching at an endpoint and
#   overlapping collinear segments as intersecting.

def line_segments_intersect(a1, a2, b1, b2):
    def orient(p, q, r):
        v = (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
        return (v > 0) - (v < 0)

    def spans_overlap(k):
        lo = max(min(a1[k], a2[k]), min(b1[k], b2[k]))
        hi = min(max(a1[k], a2[k]), max(b1[k], b2[k]))
        return lo <= hi

    o1 = orient(a1, a2, b1)
    o2 = orient(a1, a2, b2)
    o3 = orient(b1, b2, a1)
    o4 = orient(b1, b2, a2)
    if o1 == 0 and o2 == 0:
        return spans_overlap(0) and spans_overlap(1)
    return o1 != o2 and o3 != o4

# --- tests ---
assert line_segments_intersect((3, 3), (1, 3), (0, 4), (4, 0)) is True
assert line_segments_intersect((2, 0), (2, 3), (0, 0), (4, 0)) is True
assert line_segments_intersect((0, 0), (4, 0), (2, 3), (2, 0)) is True
assert line_segments_intersect((0, 0), (4, 0), (3, 0), (6, 0)) is True
assert line_segments_intersect((0, 0), (2, 0), (2, 0), (5, 0)) is True
assert line_segments_intersect((0, 0), (1, 0), (2, 0), (3, 0)) is False
assert line_segments_intersect((0, 0), (0, 1), (0, 2), (0, 3)) is False
assert line_segments_intersect((0, 0), (4, 0), (5, -1), (5, 3)) is False
assert line_segments_intersect((0, 0), (4, 4), (5, 5), (0, 4)) is False
assert line_segments_intersect((2, 0), (1, 1), (0, 1), (1, 0)) is False

# --- implementation 2: bounding boxes overlap and each segment straddles or touches the other's line ---
def line_segments_intersect(a1, a2, b1, b2):
    def cross(o, p, q):
        return (p[0] - o[0]) * (q[1] - o[1]) - (p[1] - o[1]) * (q[0] - o[0])

    for k in (0, 1):
        if max(a1[k], a2[k]) < min(b1[k], b2[k]) or max(b1[k], b2[k]) < min(a1[k], a2[k]):
            return False
    if cross(a1, a2, b1) * cross(a1, a2, b2) > 0:
        return False
    return cross(b1, b2, a1) * cross(b1, b2, a2) <= 0

# --- implementation 3: exact parameters of the crossing, projections for the collinear case ---
from fractions import Fraction


def line_segments_intersect(a1, a2, b1, b2):
    rx, ry = a2[0] - a1[0], a2[1] - a1[1]
    sx, sy = b2[0] - b1[0], b2[1] - b1[1]
    qx, qy = b1[0] - a1[0], b1[1] - a1[1]
    denom = rx * sy - ry * sx
    if denom != 0:
        t = Fraction(qx * sy - qy * sx, denom)
        u = Fraction(qx * ry - qy * rx, denom)
        return 0 <= t <= 1 and 0 <= u <= 1
    if qx * ry - qy * rx != 0:
        return False
    length = rx * rx + ry * ry
    t0 = Fraction(qx * rx + qy * ry, length)
    t1 = t0 + Fraction(sx * rx + sy * ry, length)
    return min(t0, t1) <= 1 and max(t0, t1) >= 0

# --- inputs ---
def random_input(rng):
    def pt():
        return (rng.randint(-4, 4), rng.randint(-4, 4))

    def seg():
        a = pt()
        b = pt()
        while b == a:
            b = pt()
        return a, b

    a1, a2 = seg()
    r = rng.random()
    if r < 0.25:
        d = (a2[0] - a1[0], a2[1] - a1[1])
        s, e = rng.sample([-2, -1, 0, 1, 2, 3], 2)
        b1, b2 = (a1[0] + s * d[0], a1[1] + s * d[1]), (a1[0] + e * d[0], a1[1] + e * d[1])
    elif r < 0.4:
        b1 = rng.choice([a1, a2])
        b2 = pt()
        while b2 == b1:
            b2 = pt()
    else:
        b1, b2 = seg()
    return (a1, a2, b1, b2)
