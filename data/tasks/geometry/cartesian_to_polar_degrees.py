# domain: geometry
# function: cartesian_to_polar_degrees
# query: Convert Cartesian coordinates (x, y) to polar (r, theta) with theta in degrees in the range
#   [0, 360), both rounded to 4 decimals; the origin maps to (0.0, 0.0).

import math

def cartesian_to_polar_degrees(x, y):
    r = math.hypot(x, y)
    theta = math.degrees(math.atan2(y, x))
    if theta < 0:
        theta += 360
    return (round(r, 4), round(theta, 4))

# --- tests ---
assert cartesian_to_polar_degrees(0, 0) == (0.0, 0.0)
assert cartesian_to_polar_degrees(1, 0) == (1.0, 0.0)
assert cartesian_to_polar_degrees(0, 2) == (2.0, 90.0)
assert cartesian_to_polar_degrees(-3, 0) == (3.0, 180.0)
assert cartesian_to_polar_degrees(0, -1) == (1.0, 270.0)
assert cartesian_to_polar_degrees(1, 1) == (1.4142, 45.0)
assert cartesian_to_polar_degrees(3, -4) == (5.0, 306.8699)
assert cartesian_to_polar_degrees(-1, -1) == (1.4142, 225.0)
assert cartesian_to_polar_degrees(1000, -1) == (1000.0005, 359.9427)
assert cartesian_to_polar_degrees(2, -7) == (7.2801, 285.9454)

# --- implementation 2: cmath.polar on the complex number x + yj ---
import cmath
import math


def cartesian_to_polar_degrees(x, y):
    r, phi = cmath.polar(complex(x, y))
    theta = math.degrees(phi) % 360
    return (round(r, 4), round(theta, 4))

# --- implementation 3: arccosine of x/r, mirrored for points below the x-axis ---
import math


def cartesian_to_polar_degrees(x, y):
    r = math.sqrt(x * x + y * y)
    if r == 0:
        return (0.0, 0.0)
    theta = math.degrees(math.acos(max(-1.0, min(1.0, x / r))))
    if y < 0:
        theta = 360 - theta
    return (round(r, 4), round(theta, 4))

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.3:
        return rng.choice([(0, 0), (1, 0), (0, 2), (-3, 0), (0, -1), (1, 1), (-1, -1), (3, -4), (1000, -1), (5, 0)])
    return (rng.randint(-50, 50), rng.randint(-50, 50))
