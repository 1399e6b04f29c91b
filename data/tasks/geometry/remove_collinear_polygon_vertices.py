# domain: geometry
# function: remove_collinear_polygon_vertices
# query: Simplify a closed polygon (list of integer vertices) by removing every vertex that lies on
#   the straight line between its neighbours (including duplicate consecutive vertices), keeping the
#   remaining vertices in their original order.

def remove_collinear_polygon_vertices(vertices):
    result = list(vertices)
    changed = True
    while changed and len(result) >= 3:
        changed = False
        for i in range(len(result)):
            a = result[i - 1]
            b = result[i]
            c = result[(i + 1) % len(result)]
            cross = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
            if cross == 0:
                del result[i]
                changed = True
                break
    return result

# --- tests ---
assert remove_collinear_polygon_vertices([(0, 0), (2, 0), (2, 2), (0, 2)]) == [(0, 0), (2, 0), (2, 2), (0, 2)]
assert remove_collinear_polygon_vertices([(0, 0), (1, 0), (2, 0), (2, 2), (0, 2)]) == [(0, 0), (2, 0), (2, 2), (0, 2)]
assert remove_collinear_polygon_vertices([(0, 0), (2, 0), (2, 1), (2, 2), (1, 2), (0, 2), (0, 1)]) == [(0, 0), (2, 0), (2, 2), (0, 2)]
assert remove_collinear_polygon_vertices([(0, 0), (0, 0), (3, 0), (0, 3)]) == [(0, 0), (3, 0), (0, 3)]
assert remove_collinear_polygon_vertices([(0, 0), (4, 0), (0, 4)]) == [(0, 0), (4, 0), (0, 4)]
assert remove_collinear_polygon_vertices([(1, 1), (3, 3), (5, 1), (4, 1), (2, 1)]) == [(1, 1), (3, 3), (5, 1)]
assert remove_collinear_polygon_vertices([(0, 0), (1, 1)]) == [(0, 0), (1, 1)]
assert remove_collinear_polygon_vertices([(0, 0), (1, 1), (2, 2)]) == [(1, 1), (2, 2)]
