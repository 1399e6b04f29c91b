# domain: geometry
# function: slope_between_points_fraction
# query: Return the exact slope of the line through two integer points p and q as a
#   fractions.Fraction (rise over run). Raise ValueError for a vertical line or when the points
#   coincide.

from fractions import Fraction

def slope_between_points_fraction(p, q):
    run = q[0] - p[0]
    rise = q[1] - p[1]
    if run == 0:
        raise ValueError("vertical line or identical points")
    return Fraction(rise, run)

# --- tests ---
import pytest

assert slope_between_points_fraction((0, 0), (2, 1)) == Fraction(1, 2)
assert slope_between_points_fraction((2, 1), (0, 0)) == Fraction(1, 2)
assert slope_between_points_fraction((1, 5), (3, 1)) == -2
assert slope_between_points_fraction((0, 3), (4, 3)) == 0
assert slope_between_points_fraction((-1, -1), (2, 3)) == Fraction(4, 3)
assert slope_between_points_fraction((2, 7), (5, 8)) == Fraction(1, 3)
with pytest.raises(ValueError):
    slope_between_points_fraction((2, 1), (2, 9))
with pytest.raises(ValueError):
    slope_between_points_fraction((2, 1), (2, 1))

# --- implementation 2: lets Fraction division report the vertical case ---
from fractions import Fraction


def slope_between_points_fraction(p, q):
    rise = Fraction(q[1] - p[1])
    try:
        return rise / (q[0] - p[0])
    except ZeroDivisionError:
        raise ValueError("slope undefined for a vertical line") from None

# --- implementation 3: reduces rise and run by their gcd with a positive run ---
from fractions import Fraction
from math import gcd


def slope_between_points_fraction(p, q):
    dx, dy = q[0] - p[0], q[1] - p[1]
    if not dx:
        raise ValueError("vertical or degenerate")
    if dx < 0:
        dx, dy = -dx, -dy
    g = gcd(dx, dy)
    return Fraction(dy // g, dx // g)

# --- inputs ---
def random_input(rng):
    p = (rng.randint(-8, 8), rng.randint(-8, 8))
    r = rng.random()
    if r < 0.1:
        return (p, (p[0], p[1] + rng.randint(-3, 3)))
    if r < 0.25:
        return (p, (p[0] + rng.randint(1, 5), p[1]))
    return (p, (rng.randint(-8, 8), rng.randint(-8, 8)))
