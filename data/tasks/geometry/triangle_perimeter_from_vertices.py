# domain: geometry
# function: triangle_perimeter_from_vertices
# query: Return the perimeter of the triangle with vertices a, b, c (2D points), rounded to 6
#   decimals. Raise ValueError if the three points are collinear (degenerate triangle).

import math

def triangle_perimeter_from_vertices(a, b, c):
    cross = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
    if cross == 0:
        raise ValueError("degenerate triangle")
    ab = math.hypot(b[0] - a[0], b[1] - a[1])
    bc = math.hypot(c[0] - b[0], c[1] - b[1])
    ca = math.hypot(a[0] - c[0], a[1] - c[1])
    return round(ab + bc + ca, 6)

# --- tests ---
import pytest

assert triangle_perimeter_from_vertices((0, 0), (3, 0), (0, 4)) == 12.0
assert triangle_perimeter_from_vertices((1, 1), (4, 1), (1, 5)) == 12.0
assert triangle_perimeter_from_vertices((0, 0), (1, 0), (0, 1)) == 3.414214
assert triangle_perimeter_from_vertices((2, 3), (5, 7), (8, 3)) == 16.0
assert triangle_perimeter_from_vertices((-1, 2), (3, -1), (3, 2)) == 12.0
assert triangle_perimeter_from_vertices((1, 2), (7, 3), (2, 6)) == 16.03682
with pytest.raises(ValueError):
    triangle_perimeter_from_vertices((0, 0), (1, 1), (2, 2))
with pytest.raises(ValueError):
    triangle_perimeter_from_vertices((3, 1), (3, 1), (5, 2))

# --- implementation 2: math.dist over the cyclic vertex pairs ---
import math


def triangle_perimeter_from_vertices(a, b, c):
    area2 = a[0] * (b[1] - c[1]) + b[0] * (c[1] - a[1]) + c[0] * (a[1] - b[1])
    if area2 == 0:
        raise ValueError("collinear points")
    edges = ((a, b), (b, c), (c, a))
    return round(sum(math.dist(p, q) for p, q in edges), 6)

# --- implementation 3: complex differences, degenerate when their ratio is real ---
def triangle_perimeter_from_vertices(a, b, c):
    za, zb, zc = complex(*a), complex(*b), complex(*c)
    if ((zb - za).conjugate() * (zc - za)).imag == 0:
        raise ValueError("degenerate triangle")
    total = abs(zb - za) + abs(zc - zb) + abs(za - zc)
    return round(total, 6)

# --- inputs ---
def random_input(rng):
    a = (rng.randint(-6, 6), rng.randint(-6, 6))
    b = (rng.randint(-6, 6), rng.randint(-6, 6))
    r = rng.random()
    if r < 0.15:
        k = rng.randint(-1, 2)
        return (a, b, (a[0] + k * (b[0] - a[0]), a[1] + k * (b[1] - a[1])))
    if r < 0.2:
        return (a, a, b)
    return (a, b, (rng.randint(-6, 6), rng.randint(-6, 6)))
