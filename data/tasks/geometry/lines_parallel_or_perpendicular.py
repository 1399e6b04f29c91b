# domain: geometry
# function: lines_parallel_or_perpendicular
# query: Classify two lines, one through the distinct integer points p1 and p2 and one through q1
#   and q2, as 'parallel' (including coincident), 'perpendicular' or 'neither', exactly.

def lines_parallel_or_perpendicular(p1, p2, q1, q2):
    ux, uy = p2[0] - p1[0], p2[1] - p1[1]
    vx, vy = q2[0] - q1[0], q2[1] - q1[1]
    if ux * vy - uy * vx == 0:
        return "parallel"
    if ux * vx + uy * vy == 0:
        return "perpendicular"
    return "neither"

# --- tests ---
assert lines_parallel_or_perpendicular((0, 0), (1, 1), (0, 1), (1, 2)) == "parallel"
assert lines_parallel_or_perpendicular((0, 0), (2, 2), (3, 3), (1, 1)) == "parallel"
assert lines_parallel_or_perpendicular((0, 0), (1, 1), (0, 1), (1, 0)) == "perpendicular"
assert lines_parallel_or_perpendicular((0, 0), (0, 5), (1, 2), (4, 2)) == "perpendicular"
assert lines_parallel_or_perpendicular((0, 0), (1, 2), (0, 0), (2, 1)) == "neither"
assert lines_parallel_or_perpendicular((1, 1), (3, 2), (0, 4), (1, 2)) == "perpendicular"
assert lines_parallel_or_perpendicular((2, 3), (5, 4), (1, 1), (7, 3)) == "parallel"
assert lines_parallel_or_perpendicular((2, 3), (5, 4), (1, 1), (7, 4)) == "neither"

# --- implementation 2: exact slopes as Fractions, vertical lines as None ---
from fractions import Fraction


def lines_parallel_or_perpendicular(p1, p2, q1, q2):
    def slope(a, b):
        return None if a[0] == b[0] else Fraction(b[1] - a[1], b[0] - a[0])

    m1, m2 = slope(p1, p2), slope(q1, q2)
    if m1 == m2:
        return "parallel"
    if m1 is None or m2 is None:
        other = m2 if m1 is None else m1
        return "perpendicular" if other == 0 else "neither"
    return "perpendicular" if m1 * m2 == -1 else "neither"

# --- implementation 3: directions reduced by their gcd to a canonical sign, then compared ---
from math import gcd


def lines_parallel_or_perpendicular(p1, p2, q1, q2):
    def direction(dx, dy):
        g = gcd(dx, dy)
        dx, dy = dx // g, dy // g
        if dx < 0 or (dx == 0 and dy < 0):
            return -dx, -dy
        return dx, dy

    u = direction(p2[0] - p1[0], p2[1] - p1[1])
    v = direction(q2[0] - q1[0], q2[1] - q1[1])
    if u == v:
        return "parallel"
    if u == direction(-v[1], v[0]):
        return "perpendicular"
    return "neither"

# --- inputs ---
def random_input(rng):
    def pair():
        a = (rng.randint(-5, 5), rng.randint(-5, 5))
        b = a
        while b == a:
            b = (rng.randint(-5, 5), rng.randint(-5, 5))
        return a, b

    p1, p2 = pair()
    q1, q2 = pair()
    d = (p2[0] - p1[0], p2[1] - p1[1])
    r = rng.random()
    if r < 0.25:
        k = rng.choice([1, 2, -1])
        q2 = (q1[0] + k * d[0], q1[1] + k * d[1])
    elif r < 0.5:
        k = rng.choice([1, 2, -1])
        q2 = (q1[0] - k * d[1], q1[1] + k * d[0])
    elif r < 0.6:
        p2, q2 = (p1[0], p1[1] + 2), (q1[0] + 3, q1[1])
    elif r < 0.7:
        n = 10 ** 17 + rng.randint(0, 9)
        p1, p2 = (0, 0), (n, n + 1)
        q1, q2 = (1, 1), rng.choice([(n + 2, n + 3), (n + 1, n + 2), (-n, n + 1)])
    elif r < 0.8:
        big = 10 ** 17 + rng.randint(1, 9)
        p1, p2, q1, q2 = [(x * big, y * big + 1) for x, y in (p1, p2, q1, q2)]
    return (p1, p2, q1, q2)
