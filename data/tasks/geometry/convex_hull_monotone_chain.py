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

# --- implementation 2: gift wrapping from the lowest-x point, keeping the farthest of collinear candidates ---
def convex_hull_monotone_chain(points):
    pts = sorted(set(points))
    if len(pts) < 3:
        return pts

    def turn(o, a, b):
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    def dist2(a, b):
        return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2

    hull = []
    current = pts[0]
    while True:
        hull.append(current)
        candidate = pts[1] if current == pts[0] else pts[0]
        for r in pts:
            t = turn(current, candidate, r)
            if t < 0 or (t == 0 and dist2(current, r) > dist2(current, candidate)):
                candidate = r
        current = candidate
        if current == hull[0]:
            return hull

# --- implementation 3: Graham scan with points ordered by exact slope from the anchor ---
from fractions import Fraction


def convex_hull_monotone_chain(points):
    pts = sorted(set(points))
    if len(pts) <= 2:
        return pts
    ox, oy = pts[0]

    def slope_key(p):
        dx, dy = p[0] - ox, p[1] - oy
        return (dx == 0, Fraction(dy, dx) if dx else 0, dx * dx + dy * dy)

    stack = [pts[0]]
    for p in sorted(pts[1:], key=slope_key):
        while len(stack) >= 2:
            (ax, ay), (bx, by) = stack[-2], stack[-1]
            if (bx - ax) * (p[1] - ay) - (by - ay) * (p[0] - ax) > 0:
                break
            stack.pop()
        stack.append(p)
    return stack

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.1:
        return ([(rng.randint(0, 3), rng.randint(0, 3)) for _ in range(rng.randint(0, 2))],)
    if r < 0.25:
        k = rng.randint(2, 6)
        dx, dy = rng.choice([(1, 0), (0, 1), (1, 1), (1, -1), (2, 1)])
        return ([(i * dx, i * dy) for i in range(k)],)
    n = rng.randint(3, 14)
    pts = [(rng.randint(-4, 4), rng.randint(-4, 4)) for _ in range(n)]
    if rng.random() < 0.3:
        pts += [(0, 0), (4, 0), (4, 4), (0, 4), (2, 0), (4, 2)]
    rng.shuffle(pts)
    return (pts,)
