# domain: geometry
# function: orientation_of_three_points
# query: Determine the orientation of the ordered triple of 2D points (p, q, r): return
#   'counterclockwise' for a left turn, 'clockwise' for a right turn and 'collinear' when the
#   three points lie on one line.

def orientation_of_three_points(p, q, r):
    cross = (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
    if cross > 0:
        return "counterclockwise"
    if cross < 0:
        return "clockwise"
    return "collinear"

# --- tests ---
assert orientation_of_three_points((0, 0), (1, 0), (1, 1)) == "counterclockwise"
assert orientation_of_three_points((0, 0), (1, 1), (1, 0)) == "clockwise"
assert orientation_of_three_points((0, 0), (1, 1), (2, 2)) == "collinear"
assert orientation_of_three_points((0, 0), (0, 0), (5, 3)) == "collinear"
assert orientation_of_three_points((2, 3), (4, 3), (3, 1)) == "clockwise"
assert orientation_of_three_points((1, 2), (3, 5), (2, 7)) == "counterclockwise"
assert orientation_of_three_points((0, 5), (3, 2), (6, 0)) == "counterclockwise"
assert orientation_of_three_points((-1, 0), (0, 2), (1, 4)) == "collinear"
