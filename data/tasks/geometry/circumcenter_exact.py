# domain: geometry
# function: circumcenter_exact
# query: Return the circumcenter (center of the circle through three points) of a triangle with
#   integer vertices a, b and c as a pair of fractions.Fraction. Raise ValueError for collinear
#   points.

from fractions import Fraction

def circumcenter_exact(a, b, c):
    d = 2 * (a[0] * (b[1] - c[1]) + b[0] * (c[1] - a[1]) + c[0] * (a[1] - b[1]))
    if d == 0:
        raise ValueError("points are collinear")
    sa = a[0] ** 2 + a[1] ** 2
    sb = b[0] ** 2 + b[1] ** 2
    sc = c[0] ** 2 + c[1] ** 2
    ux = sa * (b[1] - c[1]) + sb * (c[1] - a[1]) + sc * (a[1] - b[1])
    uy = sa * (c[0] - b[0]) + sb * (a[0] - c[0]) + sc * (b[0] - a[0])
    return (Fraction(ux, d), Fraction(uy, d))

# --- tests ---
import pytest

assert circumcenter_exact((0, 0), (2, 0), (0, 2)) == (1, 1)
assert circumcenter_exact((0, 0), (0, 2), (2, 0)) == (1, 1)
assert circumcenter_exact((0, 0), (4, 0), (0, 3)) == (2, Fraction(3, 2))
assert circumcenter_exact((1, 1), (5, 1), (3, 5)) == (3, Fraction(5, 2))
assert circumcenter_exact((-1, 0), (1, 0), (0, 1)) == (0, 0)
assert circumcenter_exact((2, 3), (7, 1), (4, 8)) == (Fraction(11, 2), Fraction(9, 2))
with pytest.raises(ValueError):
    circumcenter_exact((0, 0), (1, 1), (2, 2))
with pytest.raises(ValueError):
    circumcenter_exact((3, 3), (3, 3), (5, 1))

# --- implementation 2: Cramer's rule on the two perpendicular bisector equations ---
from fractions import Fraction


def circumcenter_exact(a, b, c):
    a1, b1 = 2 * (b[0] - a[0]), 2 * (b[1] - a[1])
    a2, b2 = 2 * (c[0] - a[0]), 2 * (c[1] - a[1])
    r1 = b[0] ** 2 + b[1] ** 2 - a[0] ** 2 - a[1] ** 2
    r2 = c[0] ** 2 + c[1] ** 2 - a[0] ** 2 - a[1] ** 2
    det = a1 * b2 - a2 * b1
    if det == 0:
        raise ValueError("collinear points have no circumcenter")
    return (Fraction(r1 * b2 - r2 * b1, det), Fraction(a1 * r2 - a2 * r1, det))

# --- implementation 3: shifts a to the origin and uses the translated closed form ---
from fractions import Fraction


def circumcenter_exact(a, b, c):
    bx, by = b[0] - a[0], b[1] - a[1]
    cx, cy = c[0] - a[0], c[1] - a[1]
    d = 2 * (bx * cy - by * cx)
    if not d:
        raise ValueError("collinear")
    nb, nc = bx * bx + by * by, cx * cx + cy * cy
    ux = Fraction(cy * nb - by * nc, d)
    uy = Fraction(bx * nc - cx * nb, d)
    return (a[0] + ux, a[1] + uy)

# --- implementation 4: solves x^2 + y^2 + Dx + Ey + F = 0 through the three points by Cramer's rule ---
from fractions import Fraction


def _det3(m):
    return (m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
            - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
            + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]))


def circumcenter_exact(a, b, c):
    rows = [[p[0], p[1], 1] for p in (a, b, c)]
    rhs = [-(p[0] ** 2 + p[1] ** 2) for p in (a, b, c)]
    det = _det3(rows)
    if det == 0:
        raise ValueError("points are collinear")
    d_coef = _det3([[r, row[1], row[2]] for r, row in zip(rhs, rows)])
    e_coef = _det3([[row[0], r, row[2]] for r, row in zip(rhs, rows)])
    return (Fraction(-d_coef, 2 * det), Fraction(-e_coef, 2 * det))

# --- inputs ---
def random_input(rng):
    a = (rng.randint(-6, 6), rng.randint(-6, 6))
    b = (rng.randint(-6, 6), rng.randint(-6, 6))
    if rng.random() < 0.15:
        k = rng.randint(-2, 3)
        return (a, b, (a[0] + k * (b[0] - a[0]), a[1] + k * (b[1] - a[1])))
    return (a, b, (rng.randint(-6, 6), rng.randint(-6, 6)))
