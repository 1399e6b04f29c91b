# domain: geometry
# function: convex_hull_monotone_chain
# query: Compute the convex hull of a set of integer 2D points and return its vertices in
#   counter-clockwise order starting from the lowest-x (then lowest-y) point, excluding collinear
#   points on edges. Duplicates are ignored; 0, 1 or 2 distinct points are returned sorted.

def convex_hull_monotone_chain(points):
    pts = sorted(set(points))
    if len(pts) <= 2:
        return pts

    def cross(o, a, b):
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower = []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    upper = []
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]

# --- tests ---
assert convex_hull_monotone_chain([]) == []
assert convex_hull_monotone_chain([(1, 1), (1, 1)]) == [(1, 1)]
assert convex_hull_monotone_chain([(2, 2), (0, 0)]) == [(0, 0), (2, 2)]
assert convex_hull_monotone_chain([(0, 0), (1, 0), (0, 1)]) == [(0, 0), (1, 0), (0, 1)]
assert convex_hull_monotone_chain([(0, 0), (2, 0), (2, 2), (0, 2), (1, 1)]) == [(0, 0), (2, 0), (2, 2), (0, 2)]
assert convex_hull_monotone_chain([(0, 0), (1, 0), (2, 0), (2, 2), (0, 2)]) == [(0, 0), (2, 0), (2, 2), (0, 2)]
assert convex_hull_monotone_chain([(0, 0), (1, 1), (2, 2), (3, 3)]) == [(0, 0), (3, 3)]
assert convex_hull_monotone_chain([(0, 3), (1, 1), (2, 2), (4, 4), (0, 0), (1, 2), (3, 1), (3, 3)]) == [(0, 0), (3, 1), (4, 4), (0, 3)]
