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

# --- implementation 2: the sign of the cross product picks a label from a table ---
LABELS = {1: "counterclockwise", -1: "clockwise", 0: "collinear"}


def orientation_of_three_points(p, q, r):
    ux, uy = q[0] - p[0], q[1] - p[1]
    vx, vy = r[0] - p[0], r[1] - p[1]
    det = ux * vy - uy * vx
    return LABELS[(det > 0) - (det < 0)]

# --- implementation 3: the sign of the shoelace sum around the closed path p, q, r ---
def orientation_of_three_points(p, q, r):
    path = [p, q, r, p]
    doubled_area = sum(a[0] * b[1] - b[0] * a[1] for a, b in zip(path, path[1:]))
    if doubled_area == 0:
        return "collinear"
    return "counterclockwise" if doubled_area > 0 else "clockwise"

# --- inputs ---
def random_input(rng):
    p = (rng.randint(-6, 6), rng.randint(-6, 6))
    q = (rng.randint(-6, 6), rng.randint(-6, 6))
    if rng.random() < 0.3:
        k = rng.randint(-2, 3)
        return (p, q, (p[0] + k * (q[0] - p[0]), p[1] + k * (q[1] - p[1])))
    if rng.random() < 0.1:
        return (p, p, q)
    return (p, q, (rng.randint(-6, 6), rng.randint(-6, 6)))
