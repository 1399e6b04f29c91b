# domain: geometry
# function: point_inside_rectangle_inclusive
# query: Check whether a point (x, y) lies inside or on the border of an axis-aligned rectangle
#   given by two opposite corners corner_a and corner_b (in any order).

def point_inside_rectangle_inclusive(point, corner_a, corner_b):
    x, y = point
    low_x, high_x = min(corner_a[0], corner_b[0]), max(corner_a[0], corner_b[0])
    low_y, high_y = min(corner_a[1], corner_b[1]), max(corner_a[1], corner_b[1])
    if x < low_x or x > high_x:
        return False
    if y < low_y or y > high_y:
        return False
    return True

# --- tests ---
assert point_inside_rectangle_inclusive((1, 1), (0, 0), (3, 2)) is True
assert point_inside_rectangle_inclusive((0, 0), (0, 0), (3, 2)) is True
assert point_inside_rectangle_inclusive((4, 1), (0, 0), (3, 2)) is False
assert point_inside_rectangle_inclusive((-1, 1), (0, 0), (3, 2)) is False
assert point_inside_rectangle_inclusive((1, -1), (3, 0), (0, 2)) is False
assert point_inside_rectangle_inclusive((2, 4), (3, 4), (3, 1)) is False
assert point_inside_rectangle_inclusive((4, 0), (4, 0), (2, 1)) is True
assert point_inside_rectangle_inclusive((2, 4), (1, 5), (5, 1)) is True
assert point_inside_rectangle_inclusive((3, 3), (5, 0), (3, 2)) is False
assert point_inside_rectangle_inclusive((3, 0), (1, 0), (3, 3)) is True

# --- implementation 2: sorted corner coordinates and chained comparisons ---
def point_inside_rectangle_inclusive(point, corner_a, corner_b):
    xs = sorted((corner_a[0], corner_b[0]))
    ys = sorted((corner_a[1], corner_b[1]))
    inside_x = xs[0] <= point[0] <= xs[1]
    inside_y = ys[0] <= point[1] <= ys[1]
    return inside_x and inside_y

# --- implementation 3: each coordinate lies between the corners when the two offsets differ in sign ---
def point_inside_rectangle_inclusive(point, corner_a, corner_b):
    for k in (0, 1):
        if (point[k] - corner_a[k]) * (point[k] - corner_b[k]) > 0:
            return False
    return True

# --- inputs ---
def random_input(rng):
    a = (rng.randint(-5, 5), rng.randint(-5, 5))
    b = (rng.randint(-5, 5), rng.randint(-5, 5))
    r = rng.random()
    if r < 0.3:
        p = rng.choice([a, b, (a[0], b[1]), (b[0], a[1]), (a[0] + 1, b[1]), (a[0] - 1, b[1])])
    else:
        p = (rng.randint(-7, 7), rng.randint(-7, 7))
    return (p, a, b)
