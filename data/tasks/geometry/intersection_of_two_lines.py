# domain: geometry
# function: intersection_of_two_lines
# query: Find the intersection point of two infinite lines, one through the distinct integer points
#   p1 and p2 and one through q1 and q2, as a tuple of exact fractions.Fraction coordinates.
#   Return None when the lines are parallel or coincident.

from fractions import Fraction

def intersection_of_two_lines(p1, p2, q1, q2):
    a1, b1 = p2[1] - p1[1], p1[0] - p2[0]
    c1 = a1 * p1[0] + b1 * p1[1]
    a2, b2 = q2[1] - q1[1], q1[0] - q2[0]
    c2 = a2 * q1[0] + b2 * q1[1]
    det = a1 * b2 - a2 * b1
    if det == 0:
        return None
    x = Fraction(c1 * b2 - c2 * b1, det)
    y = Fraction(a1 * c2 - a2 * c1, det)
    return (x, y)

# --- tests ---
assert intersection_of_two_lines((0, 0), (2, 2), (0, 2), (2, 0)) == (1, 1)
assert intersection_of_two_lines((0, 0), (1, 0), (0, 1), (1, 1)) is None
assert intersection_of_two_lines((0, 0), (1, 1), (2, 2), (3, 3)) is None
assert intersection_of_two_lines((0, 0), (3, 1), (0, 1), (1, 0)) == (Fraction(3, 4), Fraction(1, 4))
assert intersection_of_two_lines((2, -1), (2, 5), (0, 3), (1, 3)) == (2, 3)
assert intersection_of_two_lines((1, 2), (3, 8), (0, 5), (5, 0)) == (Fraction(3, 2), Fraction(7, 2))
assert intersection_of_two_lines((0, 1), (4, 3), (1, 0), (2, 5)) == (Fraction(4, 3), Fraction(5, 3))
assert intersection_of_two_lines((5, 0), (5, 1), (7, 2), (7, 9)) is None

# --- implementation 2: parametric form p1 + t (p2 - p1), t from two cross products ---
from fractions import Fraction


def intersection_of_two_lines(p1, p2, q1, q2):
    rx, ry = p2[0] - p1[0], p2[1] - p1[1]
    sx, sy = q2[0] - q1[0], q2[1] - q1[1]
    denom = rx * sy - ry * sx
    if denom == 0:
        return None
    t = Fraction((q1[0] - p1[0]) * sy - (q1[1] - p1[1]) * sx, denom)
    return (p1[0] + t * rx, p1[1] + t * ry)

# --- implementation 3: slope-intercept forms with exact slopes, vertical lines handled apart ---
from fractions import Fraction


def intersection_of_two_lines(p1, p2, q1, q2):
    def slope_intercept(a, b):
        if a[0] == b[0]:
            return None, Fraction(a[0])
        m = Fraction(b[1] - a[1], b[0] - a[0])
        return m, a[1] - m * a[0]

    m1, k1 = slope_intercept(p1, p2)
    m2, k2 = slope_intercept(q1, q2)
    if m1 == m2:
        return None
    if m1 is None:
        return (k1, m2 * k1 + k2)
    if m2 is None:
        return (k2, m1 * k2 + k1)
    x = (k2 - k1) / (m1 - m2)
    return (x, m1 * x + k1)

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
    r = rng.random()
    if r < 0.15:
        k = rng.randint(1, 3)
        q2 = (q1[0] + k * (p2[0] - p1[0]), q1[1] + k * (p2[1] - p1[1]))
    elif r < 0.25:
        q1, q2 = p2, (2 * p2[0] - p1[0], 2 * p2[1] - p1[1])
    elif r < 0.35:
        p2 = (p1[0], p1[1] + rng.randint(1, 4))
    return (p1, p2, q1, q2)
