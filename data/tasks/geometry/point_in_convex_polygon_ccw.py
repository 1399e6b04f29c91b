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
