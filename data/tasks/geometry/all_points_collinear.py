# domain: geometry
# function: all_points_collinear
# query: Check whether all points in a list of integer (x, y) points lie on a single straight line.
#   Lists with fewer than three points are trivially collinear; duplicate points are allowed.

def all_points_collinear(points):
    if len(points) < 3:
        return True
    x0, y0 = points[0]
    anchor = None
    for x, y in points[1:]:
        if (x, y) != (x0, y0):
            anchor = (x, y)
            break
    if anchor is None:
        return True
    dx, dy = anchor[0] - x0, anchor[1] - y0
    for x, y in points:
        if dx * (y - y0) != dy * (x - x0):
            return False
    return True

# --- tests ---
assert all_points_collinear([]) is True
assert all_points_collinear([(1, 2), (5, 9)]) is True
assert all_points_collinear([(0, 0), (1, 1), (2, 2)]) is True
assert all_points_collinear([(0, 0), (1, 1), (2, 3)]) is False
assert all_points_collinear([(1, 1), (1, 1), (1, 1)]) is True
assert all_points_collinear([(1, 1), (1, 1), (3, 2), (5, 3)]) is True
assert all_points_collinear([(2, 2), (2, 2), (3, 3), (4, 6)]) is False
assert all_points_collinear([(0, 0), (0, 5), (0, -2), (0, 9)]) is True
assert all_points_collinear([(0, 0), (2, 1), (4, 2), (6, 3), (7, 3)]) is False

# --- implementation 2: cross product of each point against the first and the farthest point ---
def all_points_collinear(points):
    distinct = list(dict.fromkeys(points))
    if len(distinct) <= 2:
        return True
    ax, ay = distinct[0]
    far = max(distinct, key=lambda p: (p[0] - ax) ** 2 + (p[1] - ay) ** 2)
    bx, by = far[0] - ax, far[1] - ay
    return all(bx * (py - ay) - by * (px - ax) == 0 for px, py in distinct)

# --- implementation 3: reduced direction vectors from the first point form one line ---
from math import gcd


def all_points_collinear(points):
    if not points:
        return True
    ox, oy = points[0]
    directions = set()
    for x, y in points:
        dx, dy = x - ox, y - oy
        if dx == 0 and dy == 0:
            continue
        g = gcd(dx, dy)
        dx, dy = dx // g, dy // g
        if dx < 0 or (dx == 0 and dy < 0):
            dx, dy = -dx, -dy
        directions.add((dx, dy))
    return len(directions) <= 1

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 6)
    if rng.random() < 0.5:
        x0, y0 = rng.randint(-5, 5), rng.randint(-5, 5)
        dx, dy = rng.randint(-3, 3), rng.randint(-3, 3)
        pts = [(x0 + k * dx, y0 + k * dy) for k in (rng.randint(-3, 3) for _ in range(n))]
        if pts and rng.random() < 0.4:
            i = rng.randrange(len(pts))
            pts[i] = (pts[i][0] + rng.choice([-1, 1]), pts[i][1])
        return (pts,)
    return ([(rng.randint(-4, 4), rng.randint(-4, 4)) for _ in range(n)],)
