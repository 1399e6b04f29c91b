# domain: geometry
# function: triangle_inradius_from_sides
# query: Return the radius of the inscribed circle of a triangle given its three side lengths a, b
#   and c (area / semi-perimeter), rounded to 4 decimals. Raise ValueError for non-positive
#   sides or sides that violate the strict triangle inequality.

import math

def triangle_inradius_from_sides(a, b, c):
    if a + b <= c or a + c <= b or b + c <= a:
        raise ValueError("not a triangle")
    s = (a + b + c) / 2
    area = math.sqrt(s * (s - a) * (s - b) * (s - c))
    return round(area / s, 4)

# --- tests ---
import pytest

assert triangle_inradius_from_sides(3, 4, 5) == 1.0
assert triangle_inradius_from_sides(5, 12, 13) == 2.0
assert triangle_inradius_from_sides(2, 2, 2) == 0.5774
assert triangle_inradius_from_sides(7, 8, 9) == 2.2361
with pytest.raises(ValueError):
    triangle_inradius_from_sides(1, 2, 3)
with pytest.raises(ValueError):
    triangle_inradius_from_sides(3, 1, 2)
with pytest.raises(ValueError):
    triangle_inradius_from_sides(2, 3, 1)
with pytest.raises(ValueError):
    triangle_inradius_from_sides(0, 1, 1)

# --- implementation 2: r = sqrt((s - a)(s - b)(s - c) / s) ---
import math


def triangle_inradius_from_sides(a, b, c):
    shortest, middle, longest = sorted((a, b, c))
    if shortest + middle <= longest:
        raise ValueError("sides do not form a triangle")
    s = (a + b + c) / 2
    return round(math.sqrt((s - a) * (s - b) * (s - c) / s), 4)

# --- implementation 3: twice the area over the perimeter, area from 16 K^2 ---
import math


def triangle_inradius_from_sides(a, b, c):
    if min(a, b, c) <= 0 or 2 * max(a, b, c) >= a + b + c:
        raise ValueError("invalid triangle")
    sixteen_k2 = (a + b + c) * (-a + b + c) * (a - b + c) * (a + b - c)
    area = math.sqrt(sixteen_k2) / 4
    return round(2 * area / (a + b + c), 4)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.3:
        sides = list(rng.choice([(3, 4, 5), (5, 12, 13), (2, 2, 2), (7, 8, 9), (1, 2, 3), (0, 1, 1), (1, 1, 3)]))
        rng.shuffle(sides)
        return tuple(sides)
    return (rng.randint(1, 12), rng.randint(1, 12), rng.randint(1, 12))
