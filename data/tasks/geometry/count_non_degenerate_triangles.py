# domain: geometry
# function: count_non_degenerate_triangles
# query: Count how many triples of distinct indices from a list of integer points form a triangle
#   with positive area (i.e. the three points are not collinear).

import itertools

def count_non_degenerate_triangles(points):
    count = 0
    for a, b, c in itertools.combinations(points, 3):
        cross = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
        if cross != 0:
            count += 1
    return count

# --- tests ---
assert count_non_degenerate_triangles([]) == 0
assert count_non_degenerate_triangles([(0, 0), (1, 1)]) == 0
assert count_non_degenerate_triangles([(0, 0), (1, 1), (2, 2)]) == 0
assert count_non_degenerate_triangles([(0, 0), (1, 1), (2, 0)]) == 1
assert count_non_degenerate_triangles([(0, 0), (1, 1), (2, 2), (2, 0)]) == 3
assert count_non_degenerate_triangles([(0, 0), (0, 1), (1, 0), (1, 1)]) == 4
assert count_non_degenerate_triangles([(0, 0), (0, 2), (1, 3), (2, 4), (3, 5)]) == 6
assert count_non_degenerate_triangles([(1, 1), (1, 1), (2, 3)]) == 0

# --- implementation 2: index triples and the shoelace determinant ---
def count_non_degenerate_triangles(points):
    n = len(points)
    total = 0
    for i in range(n):
        for j in range(i + 1, n):
            for k in range(j + 1, n):
                (x1, y1), (x2, y2), (x3, y3) = points[i], points[j], points[k]
                if x1 * (y2 - y3) + x2 * (y3 - y1) + x3 * (y1 - y2):
                    total += 1
    return total

# --- implementation 3: all triples minus collinear ones, counted per first point by reduced direction ---
from math import comb, gcd


def count_non_degenerate_triangles(points):
    collinear = 0
    for i, (px, py) in enumerate(points):
        same, directions = 0, {}
        for qx, qy in points[i + 1:]:
            dx, dy = qx - px, qy - py
            if dx == 0 and dy == 0:
                same += 1
                continue
            g = gcd(dx, dy)
            dx, dy = dx // g, dy // g
            if dx < 0 or (dx == 0 and dy < 0):
                dx, dy = -dx, -dy
            directions[(dx, dy)] = directions.get((dx, dy), 0) + 1
        others = len(points) - i - 1 - same
        collinear += comb(same, 2) + same * others + sum(comb(c, 2) for c in directions.values())
    return comb(len(points), 3) - collinear

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2, 3, 4, rng.randint(3, 9)])
    pts = [(rng.randint(0, 3), rng.randint(0, 3)) for _ in range(n)]
    if rng.random() < 0.3:
        pts += [(k, 2 * k) for k in range(rng.randint(2, 4))]
    return (pts,)
