# domain: geometry
# function: triangle_area_from_sides_heron
# query: Compute a triangle's area from its three side lengths a, b and c with Heron's formula,
#   rounded to 4 decimals. Raise ValueError if any side is non-positive or the sides cannot
#   form a triangle (degenerate triangles with zero area are allowed).

import math

def triangle_area_from_sides_heron(a, b, c):
    if a <= 0 or b <= 0 or c <= 0:
        raise ValueError("sides must be positive")
    if a + b < c or a + c < b or b + c < a:
        raise ValueError("triangle inequality violated")
    s = (a + b + c) / 2
    product = s * (s - a) * (s - b) * (s - c)
    return round(math.sqrt(max(product, 0)), 4)

# --- tests ---
import pytest

assert triangle_area_from_sides_heron(3, 4, 5) == 6.0
assert triangle_area_from_sides_heron(1, 2, 3) == 0.0
assert triangle_area_from_sides_heron(3, 1, 2) == 0.0
assert triangle_area_from_sides_heron(2, 3, 1) == 0.0
assert triangle_area_from_sides_heron(1, 1, 1) == 0.433
assert triangle_area_from_sides_heron(7, 8, 9) == 26.8328
with pytest.raises(ValueError):
    triangle_area_from_sides_heron(1, 2, 4)
with pytest.raises(ValueError):
    triangle_area_from_sides_heron(0, 4, 4)
with pytest.raises(ValueError):
    triangle_area_from_sides_heron(4, 0, 4)
with pytest.raises(ValueError):
    triangle_area_from_sides_heron(4, 4, 0)

# --- implementation 2: Kahan's numerically stable arrangement of Heron's formula ---
import math


def triangle_area_from_sides_heron(a, b, c):
    if min(a, b, c) <= 0:
        raise ValueError("sides must be positive")
    z, y, x = sorted((a, b, c))
    if y + z < x:
        raise ValueError("sides cannot form a triangle")
    product = (x + (y + z)) * (z - (x - y)) * (z + (x - y)) * (x + (y - z))
    return round(math.sqrt(max(product, 0)) / 4, 4)

# --- implementation 3: 16 K^2 = 4 a^2 b^2 - (a^2 + b^2 - c^2)^2 ---
import math


def triangle_area_from_sides_heron(a, b, c):
    for side in (a, b, c):
        if side <= 0:
            raise ValueError("non-positive side")
    if max(a, b, c) * 2 > a + b + c:
        raise ValueError("triangle inequality violated")
    sixteen_k2 = 4 * a * a * b * b - (a * a + b * b - c * c) ** 2
    return round(math.sqrt(max(sixteen_k2, 0)) / 4, 4)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.3:
        sides = list(rng.choice([(3, 4, 5), (1, 2, 3), (1, 1, 1), (7, 8, 9), (1, 2, 4), (0, 4, 4), (2, 2, 4)]))
        rng.shuffle(sides)
        return tuple(sides)
    if r < 0.4:
        return (rng.choice([0, -1]), rng.randint(1, 5), rng.randint(1, 5))
    return (rng.randint(1, 12), rng.randint(1, 12), rng.randint(1, 12))
