# domain: geometry
# function: is_right_triangle_from_coordinates
# query: Given three integer points a, b and c, return True if they form a non-degenerate triangle
#   with a right angle at any vertex (checked exactly), otherwise False.

def is_right_triangle_from_coordinates(a, b, c):
    def dot_at(p, q, r):
        return (q[0] - p[0]) * (r[0] - p[0]) + (q[1] - p[1]) * (r[1] - p[1])

    cross = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
    if cross == 0:
        return False
    return dot_at(a, b, c) == 0 or dot_at(b, a, c) == 0 or dot_at(c, a, b) == 0

# --- tests ---
assert is_right_triangle_from_coordinates((0, 0), (3, 0), (0, 4)) is True
assert is_right_triangle_from_coordinates((3, 0), (0, 0), (0, 4)) is True
assert is_right_triangle_from_coordinates((3, 0), (0, 4), (0, 0)) is True
assert is_right_triangle_from_coordinates((0, 0), (2, 1), (4, 0)) is False
assert is_right_triangle_from_coordinates((1, 1), (3, 3), (5, 1)) is True
assert is_right_triangle_from_coordinates((0, 0), (1, 1), (2, 2)) is False
assert is_right_triangle_from_coordinates((1, 2), (4, 3), (3, 6)) is True
assert is_right_triangle_from_coordinates((1, 2), (4, 3), (3, 7)) is False
assert is_right_triangle_from_coordinates((2, 2), (2, 2), (5, 5)) is False
assert is_right_triangle_from_coordinates((1, 3), (1, 3), (4, 7)) is False

# --- implementation 2: squared side lengths, all positive, satisfying Pythagoras ---
def is_right_triangle_from_coordinates(a, b, c):
    def sq(p, q):
        return (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2

    x, y, z = sorted((sq(a, b), sq(b, c), sq(c, a)))
    return x > 0 and x + y == z

# --- implementation 3: a zero dot product of two non-zero edge vectors at some vertex ---
def is_right_triangle_from_coordinates(a, b, c):
    for p, q, r in ((a, b, c), (b, c, a), (c, a, b)):
        u = (q[0] - p[0], q[1] - p[1])
        v = (r[0] - p[0], r[1] - p[1])
        if u != (0, 0) and v != (0, 0) and u[0] * v[0] + u[1] * v[1] == 0:
            return True
    return False

# --- inputs ---
def random_input(rng):
    a = (rng.randint(-5, 5), rng.randint(-5, 5))
    r = rng.random()
    if r < 0.35:
        u = (rng.randint(-3, 3), rng.randint(-3, 3))
        k = rng.randint(1, 2)
        b = (a[0] + u[0], a[1] + u[1])
        c = (a[0] - k * u[1], a[1] + k * u[0])
        pts = [a, b, c]
        rng.shuffle(pts)
        return tuple(pts)
    if r < 0.45:
        return (a, a, (rng.randint(-5, 5), rng.randint(-5, 5)))
    if r < 0.55:
        d = (rng.randint(-2, 2), rng.randint(-2, 2))
        return (a, (a[0] + d[0], a[1] + d[1]), (a[0] + 2 * d[0], a[1] + 2 * d[1]))
    return (a, (rng.randint(-5, 5), rng.randint(-5, 5)), (rng.randint(-5, 5), rng.randint(-5, 5)))
