# domain: geometry
# function: polygon_orientation_clockwise
# query: Given polygon vertices in order, return 'clockwise' or 'counterclockwise' based on the
#   sign of the shoelace sum (y axis pointing up). Raise ValueError for fewer than 3 vertices or a
#   degenerate polygon with zero area.

def polygon_orientation_clockwise(vertices):
    n = len(vertices)
    if n < 3:
        raise ValueError("need at least 3 vertices")
    total = 0
    for i in range(n):
        x1, y1 = vertices[i]
        x2, y2 = vertices[(i + 1) % n]
        total += (x2 - x1) * (y2 + y1)
    if total == 0:
        raise ValueError("degenerate polygon")
    return "clockwise" if total > 0 else "counterclockwise"

# --- tests ---
import pytest

assert polygon_orientation_clockwise([(0, 0), (1, 0), (0, 1)]) == "counterclockwise"
assert polygon_orientation_clockwise([(0, 0), (0, 1), (1, 0)]) == "clockwise"
assert polygon_orientation_clockwise([(0, 0), (4, 0), (4, 4), (0, 4)]) == "counterclockwise"
assert polygon_orientation_clockwise([(0, 4), (4, 4), (4, 0), (0, 0)]) == "clockwise"
assert polygon_orientation_clockwise([(2, 3), (5, 7), (6, 2)]) == "clockwise"
assert polygon_orientation_clockwise([(0, 0), (4, 0), (4, 4), (2, 1), (0, 4)]) == "counterclockwise"
with pytest.raises(ValueError):
    polygon_orientation_clockwise([(0, 0), (1, 1)])
with pytest.raises(ValueError):
    polygon_orientation_clockwise([(0, 0), (1, 1), (2, 2)])
