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
