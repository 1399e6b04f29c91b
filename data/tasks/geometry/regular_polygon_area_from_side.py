# domain: geometry
# function: regular_polygon_area_from_side
# query: Compute the area of a regular polygon with n sides of the given side length using
#   n * s^2 / (4 * tan(pi / n)), rounded to 4 decimals. Raise ValueError if n < 3 or side <= 0.

import math

def regular_polygon_area_from_side(n, side):
    if n < 3:
        raise ValueError("need at least 3 sides")
    if side <= 0:
        raise ValueError("side must be positive")
    area = n * side * side / (4 * math.tan(math.pi / n))
    return round(area, 4)

# --- tests ---
import pytest

assert regular_polygon_area_from_side(4, 3) == 9.0
assert regular_polygon_area_from_side(3, 2) == 1.7321
assert regular_polygon_area_from_side(6, 1) == 2.5981
assert regular_polygon_area_from_side(5, 2) == 6.8819
assert regular_polygon_area_from_side(8, 1) == 4.8284
with pytest.raises(ValueError):
    regular_polygon_area_from_side(2, 5)
with pytest.raises(ValueError):
    regular_polygon_area_from_side(4, 0)
with pytest.raises(ValueError):
    regular_polygon_area_from_side(4, -1)

# --- implementation 2: half the perimeter times the apothem ---
import math


def regular_polygon_area_from_side(n, side):
    if n < 3 or side <= 0:
        raise ValueError("need n >= 3 and a positive side")
    apothem = side / (2 * math.tan(math.pi / n))
    perimeter = n * side
    return round(perimeter * apothem / 2, 4)

# --- implementation 3: n isosceles triangles from the circumradius ---
import math


def regular_polygon_area_from_side(n, side):
    if n < 3:
        raise ValueError("too few sides")
    if side <= 0:
        raise ValueError("non-positive side")
    radius = side / (2 * math.sin(math.pi / n))
    return round(n * radius * radius * math.sin(2 * math.pi / n) / 2, 4)

# --- inputs ---
def random_input(rng):
    n = rng.choice([3, 4, 5, 6, 8, 12, rng.randint(3, 20)])
    side = rng.choice([1, 2, 3, rng.randint(1, 20)])
    r = rng.random()
    if r < 0.07:
        n = rng.choice([2, 1, 0])
    elif r < 0.14:
        side = rng.choice([0, -1])
    return (n, side)
