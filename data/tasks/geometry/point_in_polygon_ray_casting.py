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
