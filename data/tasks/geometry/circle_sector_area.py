# domain: geometry
# function: circle_sector_area
# query: Return the area of a circular sector with the given radius and central angle angle_degrees,
#   rounded to 4 decimals; angles of 360 or more give the full circle area. Raise ValueError
#   for a negative radius or angle.

import math

def circle_sector_area(radius, angle_degrees):
    if radius < 0 or angle_degrees < 0:
        raise ValueError("negative input")
    if angle_degrees > 360:
        angle_degrees = 360
    return round(math.pi * radius * radius * angle_degrees / 360, 4)

# --- tests ---
import pytest

assert circle_sector_area(1, 360) == 3.1416
assert circle_sector_area(1, 720) == 3.1416
assert circle_sector_area(1, 361) == 3.1416
assert circle_sector_area(2, 90) == 3.1416
assert circle_sector_area(3, 60) == 4.7124
assert circle_sector_area(5, 0) == 0.0
assert circle_sector_area(0, 45) == 0.0
assert circle_sector_area(10, 1) == 0.8727
with pytest.raises(ValueError):
    circle_sector_area(-1, 90)
with pytest.raises(ValueError):
    circle_sector_area(1, -1)

# --- implementation 2: half r squared times the angle in radians ---
import math


def circle_sector_area(radius, angle_degrees):
    if min(radius, angle_degrees) < 0:
        raise ValueError("radius and angle must be non-negative")
    theta = math.radians(min(angle_degrees, 360))
    return round(0.5 * radius ** 2 * theta, 4)

# --- implementation 3: the circle's area scaled by the covered fraction of a turn ---
import math


def circle_sector_area(radius, angle_degrees):
    if radius < 0:
        raise ValueError("negative radius")
    if angle_degrees < 0:
        raise ValueError("negative angle")
    full = math.pi * radius ** 2
    fraction = 1 if angle_degrees >= 360 else angle_degrees / 360
    return round(full * fraction, 4)

# --- implementation 4: whole quarter discs plus the remaining part of one, for the capped angle ---
import math


def circle_sector_area(radius, angle_degrees):
    if radius < 0 or angle_degrees < 0:
        raise ValueError("radius and angle may not be negative")
    quarter = math.pi * radius * radius / 4
    whole, rest = divmod(min(angle_degrees, 360), 90)
    return round(whole * quarter + quarter * rest / 90, 4)

# --- inputs ---
def random_input(rng):
    radius = rng.choice([0, 1, 2, 3, 5, 10, rng.randint(0, 50)])
    angle = rng.choice([0, 1, 45, 60, 90, 180, 359, 360, 361, 720, rng.randint(0, 400)])
    r = rng.random()
    if r < 0.06:
        radius = -rng.randint(1, 5)
    elif r < 0.12:
        angle = -rng.randint(1, 90)
    return (radius, angle)
