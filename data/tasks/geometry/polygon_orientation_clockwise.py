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

# --- implementation 2: the sign of the shoelace cross sum ---
def polygon_orientation_clockwise(vertices):
    if len(vertices) < 3:
        raise ValueError("a polygon needs 3 vertices")
    nxt = vertices[1:] + vertices[:1]
    signed = sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in zip(vertices, nxt))
    if signed == 0:
        raise ValueError("zero-area polygon")
    return "counterclockwise" if signed > 0 else "clockwise"

# --- implementation 3: a fan of triangles from the first vertex, their signed areas summed ---
def polygon_orientation_clockwise(vertices):
    if len(vertices) < 3:
        raise ValueError("too few vertices")
    ox, oy = vertices[0]
    twice_area = 0
    for (ax, ay), (bx, by) in zip(vertices[1:], vertices[2:]):
        twice_area += (ax - ox) * (by - oy) - (ay - oy) * (bx - ox)
    if twice_area == 0:
        raise ValueError("degenerate polygon")
    return "counterclockwise" if twice_area > 0 else "clockwise"

# --- inputs ---
def random_input(rng):
    shapes = [[(0, 0), (1, 0), (0, 1)], [(0, 0), (4, 0), (4, 4), (0, 4)], [(2, 3), (5, 7), (6, 2)],
              [(0, 0), (4, 0), (4, 4), (2, 1), (0, 4)], [(0, 0), (6, 0), (6, 6), (4, 6), (4, 2), (2, 2), (2, 6), (0, 6)]]
    r = rng.random()
    if r < 0.1:
        return ([(0, 0), (1, 1)][:rng.randint(0, 2)],)
    if r < 0.2:
        k = rng.randint(3, 5)
        return ([(i, 2 * i) for i in range(k)],)
    if r < 0.6:
        poly = list(rng.choice(shapes))
    else:
        while True:
            poly = [(rng.randint(-5, 5), rng.randint(-5, 5)) for _ in range(3)]
            a, b, c = poly
            if (b[0] - a[0]) * (c[1] - a[1]) != (b[1] - a[1]) * (c[0] - a[0]):
                break
    if rng.random() < 0.5:
        poly = poly[::-1]
    k = rng.randrange(len(poly))
    poly = poly[k:] + poly[:k]
    r = rng.random()
    if r < 0.1:
        poly = poly + poly[:1]
    elif r < 0.2:
        poly = rng.choice([[(0, 0), (6, 6), (6, 0), (0, 2)], [(0, 0), (2, 0), (2, 2), (1, 3), (1, -4)]])
    return (poly,)
