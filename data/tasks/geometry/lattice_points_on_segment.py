# domain: geometry
# function: lattice_points_on_segment
# query: Count the integer-coordinate points lying on the closed segment between two integer points
#   p and q, including both endpoints (a degenerate segment of one point counts 1).

import math

def lattice_points_on_segment(p, q):
    dx = abs(q[0] - p[0])
    dy = abs(q[1] - p[1])
    return math.gcd(dx, dy) + 1

# --- tests ---
assert lattice_points_on_segment((0, 0), (0, 0)) == 1
assert lattice_points_on_segment((0, 0), (1, 0)) == 2
assert lattice_points_on_segment((0, 0), (4, 0)) == 5
assert lattice_points_on_segment((0, 0), (3, 3)) == 4
assert lattice_points_on_segment((1, 1), (7, 5)) == 3
assert lattice_points_on_segment((-2, 3), (4, -6)) == 4
assert lattice_points_on_segment((0, 5), (0, -5)) == 11
assert lattice_points_on_segment((2, 1), (5, 3)) == 2

# --- implementation 2: scans the bounding box for collinear points ---
def lattice_points_on_segment(p, q):
    (x1, y1), (x2, y2) = p, q
    count = 0
    for x in range(min(x1, x2), max(x1, x2) + 1):
        for y in range(min(y1, y2), max(y1, y2) + 1):
            if (x2 - x1) * (y - y1) == (y2 - y1) * (x - x1):
                count += 1
    return count

# --- implementation 3: fractions i/n of the longer extent that land on integer points ---
def lattice_points_on_segment(p, q):
    dx, dy = q[0] - p[0], q[1] - p[1]
    n = max(abs(dx), abs(dy))
    if n == 0:
        return 1
    return sum(1 for i in range(n + 1) if i * dx % n == 0 and i * dy % n == 0)

# --- inputs ---
def random_input(rng):
    p = (rng.randint(-8, 8), rng.randint(-8, 8))
    r = rng.random()
    if r < 0.1:
        return (p, p)
    if r < 0.4:
        k, d = rng.randint(1, 4), (rng.randint(-3, 3), rng.randint(-3, 3))
        return (p, (p[0] + k * d[0], p[1] + k * d[1]))
    return (p, (rng.randint(-8, 8), rng.randint(-8, 8)))
