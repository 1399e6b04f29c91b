# domain: geometry
# function: max_points_on_one_line
# query: Given a list of integer 2D points (duplicates allowed), return the largest number of them
#   that lie on a single straight line. An empty list gives 0 and a single point gives 1.

import math

def max_points_on_one_line(points):
    best = 0
    for i in range(len(points)):
        slopes = {}
        duplicates = 0
        for j in range(i + 1, len(points)):
            dx = points[j][0] - points[i][0]
            dy = points[j][1] - points[i][1]
            if dx == 0 and dy == 0:
                duplicates += 1
                continue
            g = math.gcd(dx, dy)
            dx, dy = dx // g, dy // g
            if dx < 0 or (dx == 0 and dy < 0):
                dx, dy = -dx, -dy
            slopes[(dx, dy)] = slopes.get((dx, dy), 0) + 1
        most = max(slopes.values()) if slopes else 0
        best = max(best, most + duplicates + 1)
    return best

# --- tests ---
assert max_points_on_one_line([]) == 0
assert max_points_on_one_line([(1, 1)]) == 1
assert max_points_on_one_line([(1, 1), (2, 3)]) == 2
assert max_points_on_one_line([(1, 1), (2, 2), (3, 3)]) == 3
assert max_points_on_one_line([(1, 1), (3, 2), (5, 3), (4, 1), (2, 3), (1, 4)]) == 4
assert max_points_on_one_line([(0, 0), (0, 0), (1, 1)]) == 3
assert max_points_on_one_line([(0, 0), (1, 1), (-1, -1), (2, 0)]) == 3
assert max_points_on_one_line([(0, 0), (0, 1), (0, -1), (1, 0)]) == 3
assert max_points_on_one_line([(2, 2), (2, 2), (2, 2)]) == 3
assert max_points_on_one_line([(0, 0), (1, -1), (-1, 1), (2, 1), (4, 2)]) == 3

# --- implementation 2: for every pair of distinct points, counts all points on their line ---
def max_points_on_one_line(points):
    best = min(len(points), 1)
    for i, (x1, y1) in enumerate(points):
        for x2, y2 in points[i + 1:]:
            if (x1, y1) == (x2, y2):
                continue
            on_line = sum(1 for x, y in points if (x2 - x1) * (y - y1) == (y2 - y1) * (x - x1))
            best = max(best, on_line)
    if best == 1 and len(points) > 1:
        best = len(points)
    return best

# --- implementation 3: groups point indices by the primitive (a, b, c) equation of each pair's line ---
from math import gcd


def max_points_on_one_line(points):
    lines = {}
    for i, (x1, y1) in enumerate(points):
        for j in range(i + 1, len(points)):
            x2, y2 = points[j]
            a, b = y2 - y1, x1 - x2
            if a == 0 and b == 0:
                continue
            c = a * x1 + b * y1
            g = gcd(gcd(a, b), c)
            a, b, c = a // g, b // g, c // g
            if a < 0 or (a == 0 and b < 0):
                a, b, c = -a, -b, -c
            lines.setdefault((a, b, c), set()).update((i, j))
    if not lines:
        return len(points)
    return max(len(members) for members in lines.values())

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2, 3, rng.randint(2, 9)])
    pts = [(rng.randint(-3, 3), rng.randint(-3, 3)) for _ in range(n)]
    r = rng.random()
    if r < 0.3 and pts:
        pts += [pts[0]] * rng.randint(1, 2)
    elif r < 0.5:
        pts += [(k, 2 * k - 1) for k in range(rng.randint(2, 4))]
    elif r < 0.6:
        pts = [(1, 1)] * rng.randint(1, 4)
    rng.shuffle(pts)
    return (pts,)
