# domain: geometry
# function: circle_line_intersection_count
# query: Return how many points (0, 1 or 2) an infinite line a*x + b*y + c = 0 shares with a circle
#   of center (cx, cy) and radius r, using exact integer arithmetic. Raise ValueError if a and b are
#   both zero or r is negative.

def circle_line_intersection_count(a, b, c, cx, cy, r):
    if a == 0 and b == 0:
        raise ValueError("not a line")
    if r < 0:
        raise ValueError("negative radius")
    numerator = (a * cx + b * cy + c) ** 2
    limit = r * r * (a * a + b * b)
    if numerator < limit:
        return 2
    if numerator == limit:
        return 1
    return 0

# --- tests ---
import pytest

assert circle_line_intersection_count(0, 1, 0, 0, 0, 5) == 2
assert circle_line_intersection_count(0, 1, -5, 0, 0, 5) == 1
assert circle_line_intersection_count(0, 1, -6, 0, 0, 5) == 0
assert circle_line_intersection_count(1, 0, -3, 1, 1, 2) == 1
assert circle_line_intersection_count(1, 1, -1, 0, 0, 1) == 2
assert circle_line_intersection_count(3, 4, -25, 0, 0, 5) == 1
assert circle_line_intersection_count(3, 4, -26, 0, 0, 5) == 0
assert circle_line_intersection_count(1, -1, 0, 2, 2, 0) == 1
with pytest.raises(ValueError):
    circle_line_intersection_count(0, 0, 1, 0, 0, 1)
with pytest.raises(ValueError):
    circle_line_intersection_count(1, 1, 0, 0, 0, -1)

# --- implementation 2: exact squared distance from the center to the line as a Fraction ---
from fractions import Fraction


def circle_line_intersection_count(a, b, c, cx, cy, r):
    if a == b == 0:
        raise ValueError("a and b cannot both be zero")
    if r < 0:
        raise ValueError("radius must be non-negative")
    dist_sq = Fraction((a * cx + b * cy + c) ** 2, a * a + b * b)
    radius_sq = r * r
    if dist_sq > radius_sq:
        return 0
    return 1 if dist_sq == radius_sq else 2

# --- implementation 3: substitutes the line into the circle and reads the quadratic's discriminant ---
def circle_line_intersection_count(a, b, c, cx, cy, r):
    if a == 0 and b == 0:
        raise ValueError("degenerate line")
    if r < 0:
        raise ValueError("negative radius")
    k = a * cx + b * cy + c
    if b != 0:
        disc = (2 * a * k) ** 2 - 4 * (a * a + b * b) * (k * k - r * r * b * b)
    else:
        disc = r * r * a * a - k * k
    if disc > 0:
        return 2
    return 1 if disc == 0 else 0

# --- inputs ---
def random_input(rng):
    a, b = rng.randint(-4, 4), rng.randint(-4, 4)
    cx, cy = rng.randint(-5, 5), rng.randint(-5, 5)
    r = rng.randint(0, 6)
    c = rng.randint(-20, 20)
    if rng.random() < 0.35 and (a, b) in ((3, 4), (0, 1), (1, 0), (4, 3), (0, -2)):
        c = -(a * cx + b * cy) + rng.choice([-1, 1]) * r * round((a * a + b * b) ** 0.5)
    if rng.random() < 0.3:
        a, b = rng.choice([(3, 4), (0, 1), (1, 0), (4, 3), (0, -2)])
        c = -(a * cx + b * cy) + rng.choice([-1, 1]) * r * round((a * a + b * b) ** 0.5) + rng.choice([0, 0, 1, -1])
    if rng.random() < 0.06:
        a = b = 0
    elif rng.random() < 0.06:
        r = -rng.randint(1, 3)
    return (a, b, c, cx, cy, r)
