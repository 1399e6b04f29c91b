# domain: geometry
# function: polygon_centroid_exact
# query: Compute the centroid (center of mass of the area) of a simple polygon with integer vertices
#   and return it as a pair of fractions.Fraction. Raise ValueError if the polygon has zero area.

from fractions import Fraction

def polygon_centroid_exact(vertices):
    n = len(vertices)
    twice_area = 0
    cx = cy = 0
    for i in range(n):
        x1, y1 = vertices[i]
        x2, y2 = vertices[(i + 1) % n]
        cross = x1 * y2 - x2 * y1
        twice_area += cross
        cx += (x1 + x2) * cross
        cy += (y1 + y2) * cross
    if twice_area == 0:
        raise ValueError("polygon has zero area")
    return (Fraction(cx, 3 * twice_area), Fraction(cy, 3 * twice_area))

# --- tests ---
import pytest

assert polygon_centroid_exact([(0, 0), (2, 0), (2, 2), (0, 2)]) == (1, 1)
assert polygon_centroid_exact([(0, 2), (2, 2), (2, 0), (0, 0)]) == (1, 1)
assert polygon_centroid_exact([(0, 0), (3, 0), (0, 3)]) == (1, 1)
assert polygon_centroid_exact([(0, 0), (4, 0), (0, 2)]) == (Fraction(4, 3), Fraction(2, 3))
assert polygon_centroid_exact([(1, 1), (5, 1), (5, 3), (1, 3)]) == (3, 2)
assert polygon_centroid_exact([(0, 0), (4, 0), (4, 1), (1, 1), (1, 4), (0, 4)]) == (Fraction(19, 14), Fraction(19, 14))
with pytest.raises(ValueError):
    polygon_centroid_exact([(0, 0), (1, 1), (2, 2)])
with pytest.raises(ValueError):
    polygon_centroid_exact([])

# --- implementation 2: fan of triangles from the first vertex, centroids weighted by signed area ---
from fractions import Fraction


def polygon_centroid_exact(vertices):
    if len(vertices) < 3:
        raise ValueError("zero area")
    ox, oy = vertices[0]
    area2 = sx = sy = 0
    for (ax, ay), (bx, by) in zip(vertices[1:], vertices[2:]):
        w = (ax - ox) * (by - oy) - (ay - oy) * (bx - ox)
        area2 += w
        sx += w * (ox + ax + bx)
        sy += w * (oy + ay + by)
    if area2 == 0:
        raise ValueError("zero area")
    return (Fraction(sx, 3 * area2), Fraction(sy, 3 * area2))

# --- implementation 3: Green's theorem moments integrated along each edge ---
from fractions import Fraction


def polygon_centroid_exact(vertices):
    area = moment_x = moment_y = Fraction(0)
    for (x1, y1), (x2, y2) in zip(vertices, vertices[1:] + vertices[:1]):
        area += Fraction((x1 + x2) * (y2 - y1), 2)
        moment_x += Fraction((x1 * x1 + x1 * x2 + x2 * x2) * (y2 - y1), 6)
        moment_y -= Fraction((y1 * y1 + y1 * y2 + y2 * y2) * (x2 - x1), 6)
    if area == 0:
        raise ValueError("polygon has no area")
    return (moment_x / area, moment_y / area)

# --- inputs ---
def random_input(rng):
    shapes = [[(0, 0), (2, 0), (2, 2), (0, 2)], [(0, 0), (4, 0), (0, 2)], [(0, 0), (4, 0), (4, 1), (1, 1), (1, 4), (0, 4)],
              [(0, 0), (4, 0), (4, 4), (2, 1), (0, 4)], [(0, 0), (1, 1), (2, 2)], []]
    if rng.random() < 0.5:
        poly = list(rng.choice(shapes))
        dx, dy = rng.randint(-3, 3), rng.randint(-3, 3)
        poly = [(x + dx, y + dy) for x, y in poly]
    else:
        poly = [(rng.randint(-5, 5), rng.randint(-5, 5)) for _ in range(3)]
    if rng.random() < 0.5:
        poly = poly[::-1]
    return (poly,)
