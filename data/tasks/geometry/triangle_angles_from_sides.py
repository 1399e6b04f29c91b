# domain: geometry
# function: triangle_angles_from_sides
# query: Given the three side lengths a, b, c of a triangle, return the angles (in degrees, rounded
#   to 2 decimals) opposite to a, b and c respectively, using the law of cosines. Raise ValueError
#   if the sides do not form a non-degenerate triangle.

import math

def triangle_angles_from_sides(a, b, c):
    if a + b <= c or a + c <= b or b + c <= a:
        raise ValueError("invalid triangle")
    alpha = math.degrees(math.acos((b * b + c * c - a * a) / (2 * b * c)))
    beta = math.degrees(math.acos((a * a + c * c - b * b) / (2 * a * c)))
    gamma = 180 - alpha - beta
    return (round(alpha, 2), round(beta, 2), round(gamma, 2))

# --- tests ---
import pytest

assert triangle_angles_from_sides(3, 4, 5) == (36.87, 53.13, 90.0)
assert triangle_angles_from_sides(5, 3, 4) == (90.0, 36.87, 53.13)
assert triangle_angles_from_sides(1, 1, 1) == (60.0, 60.0, 60.0)
assert triangle_angles_from_sides(2, 2, 3) == (41.41, 41.41, 97.18)
assert triangle_angles_from_sides(7, 8, 9) == (48.19, 58.41, 73.4)
with pytest.raises(ValueError):
    triangle_angles_from_sides(1, 2, 3)
with pytest.raises(ValueError):
    triangle_angles_from_sides(3, 1, 2)
with pytest.raises(ValueError):
    triangle_angles_from_sides(2, 3, 1)
with pytest.raises(ValueError):
    triangle_angles_from_sides(0, 1, 1)

# --- implementation 2: atan2 of four times the Heron area over the cosine-rule numerator ---
import math


def triangle_angles_from_sides(a, b, c):
    x, y, z = sorted((a, b, c))
    if x + y <= z:
        raise ValueError("sides do not form a triangle")
    s = (a + b + c) / 2
    four_area = 4 * math.sqrt(s * (s - a) * (s - b) * (s - c))

    def angle(opposite, p, q):
        return math.degrees(math.atan2(four_area, p * p + q * q - opposite * opposite))

    return (round(angle(a, b, c), 2), round(angle(b, a, c), 2), round(angle(c, a, b), 2))

# --- implementation 3: the law of cosines for each angle in turn ---
import math


def triangle_angles_from_sides(a, b, c):
    if min(a, b, c) <= 0 or max(a, b, c) * 2 >= a + b + c:
        raise ValueError("not a non-degenerate triangle")
    sides = (a, b, c)
    angles = []
    for i in range(3):
        opp, p, q = sides[i], sides[(i + 1) % 3], sides[(i + 2) % 3]
        cosine = (p * p + q * q - opp * opp) / (2 * p * q)
        angles.append(round(math.degrees(math.acos(cosine)), 2))
    return tuple(angles)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.3:
        sides = list(rng.choice([(3, 4, 5), (1, 1, 1), (2, 2, 3), (7, 8, 9), (5, 12, 13), (1, 2, 3), (1, 2, 4), (0, 1, 1)]))
        rng.shuffle(sides)
        return tuple(sides)
    return (rng.randint(1, 12), rng.randint(1, 12), rng.randint(1, 12))
