# domain: geometry
# function: is_convex_polygon_vertices
# query: Determine whether a polygon given by its vertices in order (either direction) is convex,
#   meaning every turn goes the same way; collinear consecutive vertices are allowed. Fewer than 3
#   vertices is not a polygon and returns False.

def is_convex_polygon_vertices(vertices):
    n = len(vertices)
    if n < 3:
        return False
    has_left = has_right = False
    for i in range(n):
        ox, oy = vertices[i - 2]
        ax, ay = vertices[i - 1]
        bx, by = vertices[i]
        cross = (ax - ox) * (by - ay) - (ay - oy) * (bx - ax)
        if cross > 0:
            has_left = True
        elif cross < 0:
            has_right = True
        if has_left and has_right:
            return False
    return True

# --- tests ---
assert is_convex_polygon_vertices([(0, 0), (1, 0)]) is False
assert is_convex_polygon_vertices([(0, 0), (4, 0), (0, 3)]) is True
assert is_convex_polygon_vertices([(0, 0), (0, 3), (4, 0)]) is True
assert is_convex_polygon_vertices([(0, 0), (2, 0), (2, 2), (0, 2)]) is True
assert is_convex_polygon_vertices([(0, 0), (4, 0), (4, 4), (2, 1), (0, 4)]) is False
assert is_convex_polygon_vertices([(0, 4), (2, 1), (4, 4), (4, 0), (0, 0)]) is False
assert is_convex_polygon_vertices([(0, 0), (1, 0), (2, 0), (2, 2), (0, 2)]) is True
assert is_convex_polygon_vertices([(0, 0), (3, 0), (3, 3), (2, 1), (0, 3)]) is False
assert is_convex_polygon_vertices([(2, 0), (4, 2), (2, 4), (0, 2)]) is True
assert is_convex_polygon_vertices([(0, 3), (1, 3), (1, 2), (2, 3), (3, 3)]) is False
