# domain: geometry
# function: polygon_perimeter_length
# query: Return the perimeter of a closed polygon given as a list of (x, y) vertices, including the
#   edge from the last vertex back to the first, rounded to 6 decimals. An empty list or a single
#   point has perimeter 0.

import math

def polygon_perimeter_length(vertices):
    n = len(vertices)
    if n < 2:
        return 0.0
    total = 0.0
    for i in range(n):
        x1, y1 = vertices[i]
        x2, y2 = vertices[(i + 1) % n]
        total += math.hypot(x2 - x1, y2 - y1)
    return round(total, 6)

# --- tests ---
assert polygon_perimeter_length([]) == 0.0
assert polygon_perimeter_length([(3, 3)]) == 0.0
assert polygon_perimeter_length([(0, 0), (3, 4)]) == 10.0
assert polygon_perimeter_length([(0, 0), (4, 0), (4, 3)]) == 12.0
assert polygon_perimeter_length([(0, 0), (2, 0), (2, 2), (0, 2)]) == 8.0
assert polygon_perimeter_length([(0, 0), (1, 0), (0, 1)]) == 3.414214
assert polygon_perimeter_length([(1, 1), (4, 1), (4, 5)]) == 12.0

# --- implementation 2: math.dist between each vertex and the next, wrapping with zip ---
import math


def polygon_perimeter_length(vertices):
    if len(vertices) <= 1:
        return 0.0
    closing = vertices[1:] + vertices[:1]
    return round(sum(math.dist(a, b) for a, b in zip(vertices, closing)), 6)

# --- implementation 3: complex differences, starting from the closing edge ---
def polygon_perimeter_length(vertices):
    if len(vertices) < 2:
        return 0.0
    points = [complex(x, y) for x, y in vertices]
    perimeter = 0.0
    previous = points[-1]
    for z in points:
        perimeter += abs(z - previous)
        previous = z
    return round(perimeter, 6)

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2, 3, 4, rng.randint(2, 8)])
    return ([(rng.randint(-6, 6), rng.randint(-6, 6)) for _ in range(n)],)
