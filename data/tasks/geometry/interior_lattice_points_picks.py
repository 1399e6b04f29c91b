# domain: geometry
# function: interior_lattice_points_picks
# query: For a simple polygon with integer vertices, return the number of lattice points strictly
#   inside it using Pick's theorem (A = I + B/2 - 1), where B counts lattice points on the boundary.

import math

def interior_lattice_points_picks(vertices):
    n = len(vertices)
    twice_area = 0
    boundary = 0
    for i in range(n):
        x1, y1 = vertices[i]
        x2, y2 = vertices[(i + 1) % n]
        twice_area += x1 * y2 - x2 * y1
        boundary += math.gcd(abs(x2 - x1), abs(y2 - y1))
    twice_area = abs(twice_area)
    return (twice_area - boundary + 2) // 2

# --- tests ---
assert interior_lattice_points_picks([(0, 0), (2, 0), (2, 2), (0, 2)]) == 1
assert interior_lattice_points_picks([(0, 0), (1, 0), (1, 1), (0, 1)]) == 0
assert interior_lattice_points_picks([(0, 0), (4, 0), (4, 4), (0, 4)]) == 9
assert interior_lattice_points_picks([(0, 0), (4, 0), (0, 4)]) == 3
assert interior_lattice_points_picks([(0, 0), (0, 4), (4, 0)]) == 3
assert interior_lattice_points_picks([(0, 0), (5, 0), (5, 3), (0, 3)]) == 8
assert interior_lattice_points_picks([(0, 0), (3, 1), (1, 3)]) == 3
assert interior_lattice_points_picks([(1, 1), (7, 1), (4, 5)]) == 9
