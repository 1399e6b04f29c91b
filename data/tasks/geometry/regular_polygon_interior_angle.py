# domain: geometry
# function: regular_polygon_interior_angle
# query: Return the interior angle in degrees of a regular polygon with n sides as an exact
#   fractions.Fraction (e.g. 108 for a pentagon, 900/7 for a heptagon). Raise ValueError for n < 3.

from fractions import Fraction

def regular_polygon_interior_angle(n):
    if n < 3:
        raise ValueError("a polygon needs at least 3 sides")
    total = (n - 2) * 180
    return Fraction(total, n)

# --- tests ---
import pytest

assert regular_polygon_interior_angle(3) == 60
assert regular_polygon_interior_angle(4) == 90
assert regular_polygon_interior_angle(5) == 108
assert regular_polygon_interior_angle(6) == 120
assert regular_polygon_interior_angle(7) == Fraction(900, 7)
assert regular_polygon_interior_angle(360) == 179
with pytest.raises(ValueError):
    regular_polygon_interior_angle(2)
with pytest.raises(ValueError):
    regular_polygon_interior_angle(0)

# --- implementation 2: a straight angle minus the exterior angle 360/n ---
from fractions import Fraction


def regular_polygon_interior_angle(n):
    if n < 3:
        raise ValueError("n must be at least 3")
    exterior = Fraction(360, n)
    return 180 - exterior

# --- implementation 3: twice the base angle of one of the n isosceles triangles around the center ---
from fractions import Fraction


def regular_polygon_interior_angle(n):
    if n < 3:
        raise ValueError("fewer than 3 sides")
    apex = Fraction(360, n)
    base_angle = (180 - apex) / 2
    return 2 * base_angle

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.1:
        return (rng.choice([2, 1, 0, -3]),)
    return (rng.choice([3, 4, 5, 6, 7, 360, rng.randint(3, 1000)]),)
