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
