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
