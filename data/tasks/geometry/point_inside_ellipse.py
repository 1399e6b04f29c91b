# domain: geometry
# function: point_inside_ellipse
# query: Given a point, check whether it lies inside or on an axis-aligned ellipse with the given
#   center and semi-axes a (horizontal) and b (vertical), exactly for integers: (dx/a)^2 +
#   (dy/b)^2 <= 1. Raise ValueError unless both semi-axes are positive.

def point_inside_ellipse(point, center, a, b):
    if a <= 0 or b <= 0:
        raise ValueError("semi-axes must be positive")
    dx = point[0] - center[0]
    dy = point[1] - center[1]
    return dx * dx * b * b + dy * dy * a * a <= a * a * b * b

# --- tests ---
import pytest

assert point_inside_ellipse((2, 1), (-1, 2), 1, 1) is False
assert point_inside_ellipse((3, 0), (0, 0), 3, 2) is True
assert point_inside_ellipse((0, 2), (0, 0), 3, 2) is True
assert point_inside_ellipse((0, 3), (0, 0), 3, 2) is False
assert point_inside_ellipse((3, 1), (0, 0), 3, 2) is False
assert point_inside_ellipse((2, 1), (0, 0), 3, 2) is True
assert point_inside_ellipse((6, 4), (1, 2), 5, 2) is False
assert point_inside_ellipse((4, 3), (1, 2), 5, 2) is True
with pytest.raises(ValueError):
    point_inside_ellipse((0, 0), (0, 0), 0, 2)
with pytest.raises(ValueError):
    point_inside_ellipse((0, 0), (0, 0), 2, 0)

# --- implementation 2: the ellipse equation evaluated with exact Fractions ---
from fractions import Fraction


def point_inside_ellipse(point, center, a, b):
    if not (a > 0 and b > 0):
        raise ValueError("a and b must be positive")
    u = Fraction(point[0] - center[0], a)
    v = Fraction(point[1] - center[1], b)
    return u * u + v * v <= 1

# --- implementation 3: horizontal bound first, then the vertical extent allowed at that column ---
def point_inside_ellipse(point, center, a, b):
    if a <= 0:
        raise ValueError("a must be positive")
    if b <= 0:
        raise ValueError("b must be positive")
    dx, dy = abs(point[0] - center[0]), abs(point[1] - center[1])
    if dx > a:
        return False
    return dy * dy * a * a <= b * b * (a * a - dx * dx)

# --- inputs ---
def random_input(rng):
    center = (rng.randint(-3, 3), rng.randint(-3, 3))
    a, b = rng.randint(1, 6), rng.randint(1, 6)
    r = rng.random()
    if r < 0.06:
        a = rng.choice([0, -2])
    elif r < 0.12:
        b = rng.choice([0, -1])
    if rng.random() < 0.3:
        point = rng.choice([(center[0] + a, center[1]), (center[0], center[1] - b), (center[0] + a, center[1] + 1)])
    else:
        point = (center[0] + rng.randint(-7, 7), center[1] + rng.randint(-7, 7))
    return (point, center, a, b)
