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
