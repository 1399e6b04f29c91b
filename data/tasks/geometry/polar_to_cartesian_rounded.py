# domain: geometry
# function: polar_to_cartesian_rounded
# query: Convert polar coordinates (radius r, angle in degrees measured counter-clockwise from the
#   positive x-axis) to Cartesian (x, y), rounded to 4 decimals. Raise
#   ValueError for a negative radius.

import math

def polar_to_cartesian_rounded(r, degrees):
    if r < 0:
        raise ValueError("radius must be non-negative")
    angle = math.radians(degrees)
    x = round(r * math.cos(angle), 4)
    y = round(r * math.sin(angle), 4)
    return (x, y)

# --- tests ---
import pytest

assert polar_to_cartesian_rounded(1, 0) == (1.0, 0.0)
assert polar_to_cartesian_rounded(2, 90) == (0.0, 2.0)
assert polar_to_cartesian_rounded(3, 180) == (-3.0, 0.0)
assert polar_to_cartesian_rounded(1, 270) == (0.0, -1.0)
assert polar_to_cartesian_rounded(2, 45) == (1.4142, 1.4142)
assert polar_to_cartesian_rounded(0, 123) == (0.0, 0.0)
assert polar_to_cartesian_rounded(10, 30) == (8.6603, 5.0)
with pytest.raises(ValueError):
    polar_to_cartesian_rounded(-1, 0)

# --- implementation 2: cmath.rect builds the point as a complex number ---
import cmath
import math


def polar_to_cartesian_rounded(r, degrees):
    if r < 0:
        raise ValueError("negative radius")
    z = cmath.rect(r, math.radians(degrees))
    return (round(z.real, 4), round(z.imag, 4))

# --- implementation 3: converts with pi/180 by hand and scales the unit direction ---
import math


def polar_to_cartesian_rounded(r, degrees):
    if r < 0:
        raise ValueError("radius must be non-negative")
    theta = degrees * math.pi / 180
    direction = (math.cos(theta), math.sin(theta))
    return tuple(round(r * c, 4) for c in direction)

# --- implementation 4: reduce the angle to a quadrant and a remainder, then rotate the remainder's (cos, sin) by 90 degrees per quadrant ---
import math


def polar_to_cartesian_rounded(r, degrees):
    if r < 0:
        raise ValueError("a radius cannot be negative")
    quadrant, rest = divmod(degrees % 360, 90)
    c, s = math.cos(math.radians(rest)), math.sin(math.radians(rest))
    for _ in range(int(quadrant)):
        c, s = -s, c
    return (round(r * c, 4), round(r * s, 4))

# --- inputs ---
def random_input(rng):
    r = rng.choice([0, 1, 2, 3, 10, rng.randint(0, 50)])
    if rng.random() < 0.07:
        r = -rng.randint(1, 3)
    deg = rng.choice([0, 30, 45, 90, 180, 270, 360, -90, rng.randint(-720, 720)])
    return (r, deg)
