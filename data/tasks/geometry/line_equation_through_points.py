# domain: geometry
# function: line_equation_through_points
# query: Return integer coefficients (a, b, c) of the line a*x + b*y = c through two distinct
#   integer points p and q, reduced by their gcd and normalized so that a > 0, or a == 0 and b
#   > 0. Raise ValueError if the points are identical.

import math

def line_equation_through_points(p, q):
    a = q[1] - p[1]
    b = p[0] - q[0]
    if a == 0 and b == 0:
        raise ValueError("points must be distinct")
    c = a * p[0] + b * p[1]
    g = math.gcd(math.gcd(a, b), c)
    a, b, c = a // g, b // g, c // g
    if a < 0 or (a == 0 and b < 0):
        a, b, c = -a, -b, -c
    return (a, b, c)

# --- tests ---
import pytest

assert line_equation_through_points((0, 0), (1, 1)) == (1, -1, 0)
assert line_equation_through_points((1, 1), (0, 0)) == (1, -1, 0)
assert line_equation_through_points((0, 2), (4, 2)) == (0, 1, 2)
assert line_equation_through_points((4, 2), (0, 2)) == (0, 1, 2)
assert line_equation_through_points((3, 0), (3, 5)) == (1, 0, 3)
assert line_equation_through_points((0, 4), (2, 0)) == (2, 1, 4)
assert line_equation_through_points((2, 6), (4, 12)) == (3, -1, 0)
assert line_equation_through_points((1, 5), (3, 9)) == (2, -1, -3)
with pytest.raises(ValueError):
    line_equation_through_points((2, 2), (2, 2))

# --- implementation 2: gcd of all three absolute coefficients, then a sign factor ---
from functools import reduce
from math import gcd


def line_equation_through_points(p, q):
    if tuple(p) == tuple(q):
        raise ValueError("identical points")
    coeffs = [q[1] - p[1], p[0] - q[0], q[1] * p[0] - q[0] * p[1]]
    divisor = reduce(gcd, (abs(v) for v in coeffs))
    sign = 1 if coeffs[0] > 0 or (coeffs[0] == 0 and coeffs[1] > 0) else -1
    return tuple(sign * v // divisor for v in coeffs)

# --- implementation 3: reduces the direction vector first, so the normal is already primitive ---
import math


def line_equation_through_points(p, q):
    dx, dy = q[0] - p[0], q[1] - p[1]
    if dx == 0 and dy == 0:
        raise ValueError("points must be distinct")
    g = math.gcd(dx, dy)
    a, b = dy // g, -dx // g
    if a < 0 or (a == 0 and b < 0):
        a, b = -a, -b
    return (a, b, a * p[0] + b * p[1])

# --- inputs ---
def random_input(rng):
    p = (rng.randint(-6, 6), rng.randint(-6, 6))
    r = rng.random()
    if r < 0.08:
        return (p, p)
    if r < 0.35:
        k = rng.randint(1, 4)
        d = rng.choice([(1, 0), (0, 1), (-1, 0), (0, -1), (1, 1), (2, -1)])
        return (p, (p[0] + k * d[0], p[1] + k * d[1]))
    return (p, (rng.randint(-6, 6), rng.randint(-6, 6)))
