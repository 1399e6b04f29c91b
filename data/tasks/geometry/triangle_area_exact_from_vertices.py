# domain: geometry
# function: triangle_area_exact_from_vertices
# query: Return the area of a triangle from three integer vertices a, b and c as an exact
#   fractions.Fraction (half the absolute cross product); collinear vertices give 0.

from fractions import Fraction

def triangle_area_exact_from_vertices(a, b, c):
    cross = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
    if cross < 0:
        cross = -cross
    return Fraction(cross, 2)

# --- tests ---
assert triangle_area_exact_from_vertices((0, 0), (4, 0), (0, 3)) == 6
assert triangle_area_exact_from_vertices((0, 0), (0, 3), (4, 0)) == 6
assert triangle_area_exact_from_vertices((0, 0), (1, 0), (0, 1)) == Fraction(1, 2)
assert triangle_area_exact_from_vertices((0, 0), (1, 1), (2, 2)) == 0
assert triangle_area_exact_from_vertices((1, 2), (4, 6), (7, 1)) == Fraction(27, 2)
assert triangle_area_exact_from_vertices((-1, -1), (2, 3), (5, -2)) == Fraction(27, 2)
assert triangle_area_exact_from_vertices((3, 1), (5, 7), (2, 4)) == 6
assert triangle_area_exact_from_vertices((0, 0), (0, 1), (1, 0)) == Fraction(1, 2)

# --- implementation 2: the three-term shoelace determinant ---
from fractions import Fraction


def triangle_area_exact_from_vertices(a, b, c):
    (x1, y1), (x2, y2), (x3, y3) = a, b, c
    det = x1 * (y2 - y3) + x2 * (y3 - y1) + x3 * (y1 - y2)
    return Fraction(abs(det), 2)

# --- implementation 3: trapezoid sums (x2 - x1) * (y1 + y2) over the three edges ---
from fractions import Fraction


def triangle_area_exact_from_vertices(a, b, c):
    twice = 0
    for (x1, y1), (x2, y2) in ((a, b), (b, c), (c, a)):
        twice += (x2 - x1) * (y1 + y2)
    return Fraction(abs(twice), 2)

# --- inputs ---
def random_input(rng):
    a = (rng.randint(-9, 9), rng.randint(-9, 9))
    b = (rng.randint(-9, 9), rng.randint(-9, 9))
    if rng.random() < 0.2:
        k = rng.randint(-2, 3)
        return (a, b, (a[0] + k * (b[0] - a[0]), a[1] + k * (b[1] - a[1])))
    c = (rng.randint(-9, 9), rng.randint(-9, 9))
    if rng.random() < 0.15:
        big = 10 ** 17 + rng.randint(0, 99)
        a, b, c = [(x * big + 1, y * big - 1) for x, y in (a, b, c)]
    return (a, b, c)
