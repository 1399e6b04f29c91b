# domain: geometry
# function: polygon_area_shoelace
# query: Compute the area of a simple polygon from its vertices (in order, either clockwise or
#   counter-clockwise) using the shoelace formula; the result is always non-negative. Fewer than
#   3 vertices give area 0.

def polygon_area_shoelace(vertices):
    n = len(vertices)
    if n < 3:
        return 0
    twice = 0
    for i in range(n):
        x1, y1 = vertices[i]
        x2, y2 = vertices[(i + 1) % n]
        twice += x1 * y2 - x2 * y1
    return abs(twice) / 2

# --- tests ---
assert polygon_area_shoelace([]) == 0
assert polygon_area_shoelace([(0, 0), (1, 1)]) == 0
assert polygon_area_shoelace([(0, 0), (4, 0), (0, 3)]) == 6
assert polygon_area_shoelace([(0, 0), (0, 3), (4, 0)]) == 6
assert polygon_area_shoelace([(0, 0), (2, 0), (2, 2), (0, 2)]) == 4
assert polygon_area_shoelace([(0, 0), (1, 0), (0, 1)]) == 0.5
assert polygon_area_shoelace([(1, 1), (5, 1), (5, 4), (3, 6), (1, 4)]) == 16
assert polygon_area_shoelace([(0, 0), (2, 0), (4, 0)]) == 0

# --- implementation 2: cross terms of each vertex with its successor via zip ---
def polygon_area_shoelace(vertices):
    if len(vertices) < 3:
        return 0
    following = vertices[1:] + vertices[:1]
    doubled = sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in zip(vertices, following))
    return abs(doubled) / 2

# --- implementation 3: the trapezoid formula, summing (x2 - x1) * (y1 + y2) ---
def polygon_area_shoelace(vertices):
    count = len(vertices)
    if count < 3:
        return 0
    total = 0
    for k in range(count):
        (x1, y1), (x2, y2) = vertices[k - 1], vertices[k]
        total += (x2 - x1) * (y1 + y2)
    return abs(total) / 2

# --- implementation 4: a fan of triangles from the first vertex ---
def polygon_area_shoelace(vertices):
    if len(vertices) < 3:
        return 0
    x0, y0 = vertices[0]
    doubled = 0
    for (x1, y1), (x2, y2) in zip(vertices[1:], vertices[2:]):
        doubled += (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0)
    return abs(doubled) / 2

# --- inputs ---
def random_input(rng):
    shapes = [[(0, 0), (4, 0), (0, 3)], [(0, 0), (2, 0), (2, 2), (0, 2)], [(1, 1), (5, 1), (5, 4), (3, 6), (1, 4)],
              [(0, 0), (4, 0), (4, 4), (2, 1), (0, 4)], [(0, 0), (2, 0), (4, 0)]]
    r = rng.random()
    if r < 0.15:
        return ([(rng.randint(0, 3), rng.randint(0, 3)) for _ in range(rng.randint(0, 2))],)
    if r < 0.55:
        poly = list(rng.choice(shapes))
        dx, dy = rng.randint(-3, 3), rng.randint(-3, 3)
        poly = [(x + dx, y + dy) for x, y in poly]
    else:
        poly = [(rng.randint(-5, 5), rng.randint(-5, 5)) for _ in range(3)]
    if rng.random() < 0.5:
        poly = poly[::-1]
    return (poly,)
