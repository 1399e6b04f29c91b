# domain: geometry
# function: rotate_point_by_degrees
# query: Rotate a 2D point counter-clockwise by an arbitrary angle of degrees around center (default
#   (0, 0), the origin) and return the new coordinates rounded to 6 decimals.

import math

def rotate_point_by_degrees(point, degrees, center=(0, 0)):
    angle = math.radians(degrees)
    dx = point[0] - center[0]
    dy = point[1] - center[1]
    x = center[0] + dx * math.cos(angle) - dy * math.sin(angle)
    y = center[1] + dx * math.sin(angle) + dy * math.cos(angle)
    return (round(x, 6), round(y, 6))

# --- tests ---
assert rotate_point_by_degrees((1, 0), 90) == (0.0, 1.0)
assert rotate_point_by_degrees((1, 0), 180) == (-1.0, 0.0)
assert rotate_point_by_degrees((2, 3), 0) == (2.0, 3.0)
assert rotate_point_by_degrees((1, 0), 45) == (0.707107, 0.707107)
assert rotate_point_by_degrees((4, 1), 90, (1, 2)) == (2.0, 5.0)
assert rotate_point_by_degrees((2, 5), -90, (3, 1)) == (7.0, 2.0)
assert rotate_point_by_degrees((0, 2), 30) == (-1.0, 1.732051)

# --- implementation 2: multiplies the offset by the unit complex number e^(i angle) ---
import cmath
import math


def rotate_point_by_degrees(point, degrees, center=(0, 0)):
    pivot = complex(center[0], center[1])
    offset = complex(point[0], point[1]) - pivot
    moved = pivot + offset * cmath.rect(1, math.radians(degrees))
    return (round(moved.real, 6), round(moved.imag, 6))

# --- implementation 3: polar form of the offset, angle increased, converted back ---
import math


def rotate_point_by_degrees(point, degrees, center=(0, 0)):
    dx, dy = point[0] - center[0], point[1] - center[1]
    radius = math.hypot(dx, dy)
    theta = math.atan2(dy, dx) + degrees * math.pi / 180
    x = center[0] + radius * math.cos(theta)
    y = center[1] + radius * math.sin(theta)
    return (round(x, 6), round(y, 6))

# --- inputs ---
def random_input(rng):
    point = (rng.randint(-6, 6), rng.randint(-6, 6))
    degrees = rng.choice([0, 30, 45, 60, 90, 180, 270, -90, 360, rng.randint(-360, 360)])
    if rng.random() < 0.4:
        return (point, degrees)
    return (point, degrees, (rng.randint(-4, 4), rng.randint(-4, 4)))
