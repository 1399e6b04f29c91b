# domain: geometry
# function: is_parallelogram_four_points
# query: Given four 2D points a, b, c, d in order around a quadrilateral, return True if it is a
#   non-degenerate parallelogram (its two diagonals share the same midpoint and the points are
#   not collinear).

def is_parallelogram_four_points(a, b, c, d):
    if a[0] + c[0] != b[0] + d[0] or a[1] + c[1] != b[1] + d[1]:
        return False
    cross = (b[0] - a[0]) * (d[1] - a[1]) - (b[1] - a[1]) * (d[0] - a[0])
    return cross != 0

# --- tests ---
assert is_parallelogram_four_points((0, 0), (2, 0), (2, 1), (0, 1)) is True
assert is_parallelogram_four_points((0, 0), (2, 0), (3, 1), (1, 1)) is True
assert is_parallelogram_four_points((0, 0), (2, 0), (3, 1), (0, 1)) is False
assert is_parallelogram_four_points((1, 1), (2, 3), (3, 5), (2, 3)) is False
assert is_parallelogram_four_points((0, 0), (2, 0), (2, 1), (0, 2)) is False
assert is_parallelogram_four_points((1, 2), (4, 3), (5, 6), (2, 5)) is True
assert is_parallelogram_four_points((1, 2), (3, 3), (7, 5), (5, 4)) is False
assert is_parallelogram_four_points((1, 2), (4, 3), (5, 6), (2, 4)) is False

# --- implementation 2: opposite sides as equal vectors, and a non-zero shoelace area ---
def is_parallelogram_four_points(a, b, c, d):
    ab = (b[0] - a[0], b[1] - a[1])
    dc = (c[0] - d[0], c[1] - d[1])
    if ab != dc:
        return False
    quad = [a, b, c, d]
    area2 = sum(p[0] * q[1] - q[0] * p[1] for p, q in zip(quad, quad[1:] + quad[:1]))
    return area2 != 0

# --- implementation 3: both pairs of opposite sides parallel (zero cross products), points not all collinear ---
def is_parallelogram_four_points(a, b, c, d):
    def cross(p, q, r, s):
        return (q[0] - p[0]) * (s[1] - r[1]) - (q[1] - p[1]) * (s[0] - r[0])

    if cross(a, b, d, c) != 0 or cross(b, c, a, d) != 0:
        return False
    return cross(a, b, a, c) != 0 or cross(a, b, a, d) != 0

# --- inputs ---
def random_input(rng):
    a = (rng.randint(-5, 5), rng.randint(-5, 5))
    u = (rng.randint(-4, 4), rng.randint(-4, 4))
    v = (rng.randint(-4, 4), rng.randint(-4, 4))
    if rng.random() < 0.2:
        k = rng.randint(-2, 2)
        v = (k * u[0], k * u[1])
    b = (a[0] + u[0], a[1] + u[1])
    d = (a[0] + v[0], a[1] + v[1])
    c = (b[0] + v[0], b[1] + v[1])
    r = rng.random()
    if r < 0.3:
        c = (c[0] + rng.choice([-1, 1]), c[1])
    elif r < 0.4:
        b, d = d, b
    elif r < 0.5:
        b, c = c, b
    if rng.random() < 0.1:
        big = 10 ** 17 + rng.randint(0, 9)
        a, b, c, d = [(x * big + 1, y * big + 2) for x, y in (a, b, c, d)]
    return (a, b, c, d)
