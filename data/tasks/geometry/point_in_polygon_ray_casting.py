# domain: geometry
# function: point_in_polygon_ray_casting
# query: Test whether a point lies inside a simple polygon (list of (x, y) vertices, convex or
#   concave) using the even-odd ray casting rule, counting a vertex hit by the ray consistently
#   (half-open edges). The result for points exactly on the boundary is unspecified.

def point_in_polygon_ray_casting(point, polygon):
    px, py = point
    inside = False
    for i in range(len(polygon)):
        x1, y1 = polygon[i]
        x2, y2 = polygon[i - 1]
        if (y1 > py) != (y2 > py):
            x_at = x1 + (py - y1) * (x2 - x1) / (y2 - y1)
            if px < x_at:
                inside = not inside
    return inside

# --- tests ---
assert point_in_polygon_ray_casting((2, 2), [(0, 0), (4, 0), (4, 4), (0, 4)]) is True
assert point_in_polygon_ray_casting((5, 2), [(0, 0), (4, 0), (4, 4), (0, 4)]) is False
assert point_in_polygon_ray_casting((-1, 2), [(0, 0), (4, 0), (4, 4), (0, 4)]) is False
assert point_in_polygon_ray_casting((2, 5), [(0, 0), (4, 0), (4, 4), (0, 4)]) is False
assert point_in_polygon_ray_casting((2, -1), [(0, 0), (4, 0), (4, 4), (0, 4)]) is False
assert point_in_polygon_ray_casting((2, 3), [(0, 0), (4, 0), (4, 4), (2, 1), (0, 4)]) is False
assert point_in_polygon_ray_casting((1, 2), [(0, 0), (4, 0), (4, 4), (2, 1), (0, 4)]) is True
assert point_in_polygon_ray_casting((1, 2), [(0, 0), (4, 2), (0, 4)]) is True
assert point_in_polygon_ray_casting((-1, 2), [(0, 0), (4, 2), (0, 4)]) is False
assert point_in_polygon_ray_casting((3, 1), [(0, 0), (6, 0), (0, 6)]) is True

# --- implementation 2: winding number from signed upward and downward edge crossings ---
def point_in_polygon_ray_casting(point, polygon):
    px, py = point
    winding = 0
    for (x1, y1), (x2, y2) in zip(polygon, polygon[1:] + polygon[:1]):
        side = (x2 - x1) * (py - y1) - (px - x1) * (y2 - y1)
        if y1 <= py < y2 and side > 0:
            winding += 1
        elif y2 <= py < y1 and side < 0:
            winding -= 1
    return winding != 0

# --- implementation 3: an upward ray with half-open x ranges, compared without division ---
def point_in_polygon_ray_casting(point, polygon):
    px, py = point
    crossings = 0
    n = len(polygon)
    for i in range(n):
        (x1, y1), (x2, y2) = polygon[i], polygon[(i + 1) % n]
        if (x1 > px) == (x2 > px):
            continue
        height = (y1 - py) * (x2 - x1) + (px - x1) * (y2 - y1)
        if height * (x2 - x1) > 0:
            crossings += 1
    return crossings % 2 == 1

# --- inputs ---
def _on_boundary(p, poly):
    for (x1, y1), (x2, y2) in zip(poly, poly[1:] + poly[:1]):
        if (x2 - x1) * (p[1] - y1) == (y2 - y1) * (p[0] - x1):
            if min(x1, x2) <= p[0] <= max(x1, x2) and min(y1, y2) <= p[1] <= max(y1, y2):
                return True
    return False


def random_input(rng):
    shapes = [
        [(0, 0), (4, 0), (4, 4), (0, 4)],
        [(0, 0), (4, 0), (4, 4), (2, 1), (0, 4)],
        [(0, 0), (4, 2), (0, 4)],
        [(0, 0), (6, 0), (0, 6)],
        [(0, 0), (6, 0), (6, 6), (4, 6), (4, 2), (2, 2), (2, 6), (0, 6)],
        [(1, 0), (3, 2), (5, 0), (6, 4), (3, 6), (0, 4)],
    ]
    poly = rng.choice(shapes)
    if rng.random() < 0.5:
        poly = poly[::-1]
    while True:
        p = (rng.randint(-2, 14) / 2, rng.randint(-2, 14) / 2)
        if rng.random() < 0.5:
            p = (int(p[0]), int(p[1]))
        if not _on_boundary(p, poly):
            return (p, poly)
