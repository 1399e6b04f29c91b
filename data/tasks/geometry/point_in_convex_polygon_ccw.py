# domain: geometry
# function: point_in_convex_polygon_ccw
# query: Check whether a point is inside or on the boundary of a convex polygon whose vertices are
#   listed counter-clockwise, by requiring the point to be on the left of (or on) every edge.
#   Return False for polygons with fewer than 3 vertices.

def point_in_convex_polygon_ccw(point, polygon):
    n = len(polygon)
    if n < 3:
        return False
    px, py = point
    for i in range(n):
        ax, ay = polygon[i]
        bx, by = polygon[(i + 1) % n]
        if (bx - ax) * (py - ay) - (by - ay) * (px - ax) < 0:
            return False
    return True

# --- tests ---
assert point_in_convex_polygon_ccw((1, 1), [(0, 0), (4, 0), (4, 4), (0, 4)]) is True
assert point_in_convex_polygon_ccw((4, 2), [(0, 0), (4, 0), (4, 4), (0, 4)]) is True
assert point_in_convex_polygon_ccw((0, 0), [(0, 0), (4, 0), (4, 4), (0, 4)]) is True
assert point_in_convex_polygon_ccw((5, 2), [(0, 0), (4, 0), (4, 4), (0, 4)]) is False
assert point_in_convex_polygon_ccw((2, -1), [(0, 0), (4, 0), (4, 4), (0, 4)]) is False
assert point_in_convex_polygon_ccw((1, 1), [(0, 0), (1, 0), (0, 1)]) is False
assert point_in_convex_polygon_ccw((2, 0), [(0, 0), (4, 0)]) is False
assert point_in_convex_polygon_ccw((2, 1), [(0, 0), (3, 0), (0, 3)]) is True
assert point_in_convex_polygon_ccw((2, 2), [(0, 0), (3, 0), (0, 3)]) is False
assert point_in_convex_polygon_ccw((1, 3), [(2, 0), (4, 2), (2, 4), (0, 2)]) is True

# --- implementation 2: all edge cross products non-negative, edges from zip ---
def point_in_convex_polygon_ccw(point, polygon):
    if len(polygon) < 3:
        return False
    x, y = point
    edges = zip(polygon, polygon[1:] + polygon[:1])
    return all((bx - ax) * (y - ay) - (by - ay) * (x - ax) >= 0 for (ax, ay), (bx, by) in edges)

# --- implementation 3: binary search for the wedge from the first vertex, then one edge test ---
def point_in_convex_polygon_ccw(point, polygon):
    n = len(polygon)
    if n < 3:
        return False

    def cross(o, a, b):
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    origin = polygon[0]
    if cross(origin, polygon[1], point) < 0 or cross(origin, polygon[-1], point) > 0:
        return False
    lo, hi = 1, n - 1
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if cross(origin, polygon[mid], point) >= 0:
            lo = mid
        else:
            hi = mid
    return cross(polygon[lo], polygon[lo + 1], point) >= 0

# --- inputs ---
def random_input(rng):
    shapes = [
        [(0, 0), (4, 0), (4, 4), (0, 4)],
        [(0, 0), (3, 0), (0, 3)],
        [(2, 0), (4, 2), (2, 4), (0, 2)],
        [(0, 0), (5, 1), (6, 4), (2, 6), (-1, 3)],
        [(1, 1), (4, 1), (4, 2), (1, 2)],
    ]
    if rng.random() < 0.08:
        return ((rng.randint(0, 3), 0), [(0, 0), (4, 0)][:rng.randint(0, 2)])
    poly = rng.choice(shapes)
    if rng.random() < 0.2:
        k = rng.randint(1, len(poly) - 1)
        poly = poly[k:] + poly[:k]
    point = rng.choice([rng.choice(poly), (rng.randint(-2, 7), rng.randint(-2, 7))])
    return (point, poly)
