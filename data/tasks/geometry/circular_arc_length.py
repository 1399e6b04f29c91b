# domain: geometry
# function: circular_arc_length
# query: Return the length of a circular arc given the radius and the central angle angle_degrees,
#   rounded to 6 decimals. Raise ValueError for a negative radius or an angle outside [0, 360].

import math

def circular_arc_length(radius, angle_degrees):
    if radius < 0:
        raise ValueError("radius must be non-negative")
    if angle_degrees < 0 or angle_degrees > 360:
        raise ValueError("angle must be within [0, 360]")
    return round(radius * math.radians(angle_degrees), 6)

# --- tests ---
import pytest

assert circular_arc_length(1, 180) == 3.141593
assert circular_arc_length(2, 90) == 3.141593
assert circular_arc_length(3, 360) == 18.849556
assert circular_arc_length(5, 0) == 0.0
assert circular_arc_length(0, 45) == 0.0
assert circular_arc_length(10, 1) == 0.174533
with pytest.raises(ValueError):
    circular_arc_length(-1, 90)
with pytest.raises(ValueError):
    circular_arc_length(1, 361)
with pytest.raises(ValueError):
    circular_arc_length(1, -1)

# --- implementation 2: the fraction of the full circumference ---
import math


def circular_arc_length(radius, angle_degrees):
    if radius < 0 or not 0 <= angle_degrees <= 360:
        raise ValueError("invalid radius or angle")
    circumference = 2 * math.pi * radius
    return round(circumference * angle_degrees / 360, 6)

# --- implementation 3: angle converted with pi/180 by hand ---
import math


def circular_arc_length(radius, angle_degrees):
    if angle_degrees < 0 or angle_degrees > 360:
        raise ValueError("angle outside [0, 360]")
    if radius < 0:
        raise ValueError("negative radius")
    theta = angle_degrees * math.pi / 180
    return round(theta * radius, 6)

# --- inputs ---
def random_input(rng):
    radius = rng.choice([0, 1, 2, 3, 5, 10, rng.randint(0, 100)])
    angle = rng.choice([0, 1, 90, 180, 360, rng.randint(0, 360)])
    r = rng.random()
    if r < 0.06:
        radius = -rng.randint(1, 5)
    elif r < 0.14:
        angle = rng.choice([-1, 361, 400, -90])
    return (radius, angle)
