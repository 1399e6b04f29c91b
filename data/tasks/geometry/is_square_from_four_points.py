# domain: geometry
# function: is_square_from_four_points
# query: Given four integer 2D points p1, p2, p3, p4 in any order, decide whether they are the
#   vertices of a square with positive side length (the square may be rotated).

import itertools

def is_square_from_four_points(p1, p2, p3, p4):
    dists = []
    for a, b in itertools.combinations([p1, p2, p3, p4], 2):
        dx = a[0] - b[0]
        dy = a[1] - b[1]
        dists.append(dx * dx + dy * dy)
    dists.sort()
    side, diagonal = dists[0], dists[5]
    if side == 0:
        return False
    return dists[3] == side and dists[4] == diagonal and diagonal == 2 * side

# --- tests ---
assert is_square_from_four_points((0, 0), (1, 0), (1, 1), (0, 1)) is True
assert is_square_from_four_points((0, 0), (1, 1), (1, 0), (0, 1)) is True
assert is_square_from_four_points((0, 0), (2, 1), (1, 3), (-1, 2)) is True
assert is_square_from_four_points((0, 0), (2, 0), (2, 1), (0, 1)) is False
assert is_square_from_four_points((0, 0), (0, 0), (0, 0), (0, 0)) is False
assert is_square_from_four_points((0, 0), (1, 1), (1, 0), (1, 0)) is False
assert is_square_from_four_points((0, 0), (2, 1), (3, 3), (1, 2)) is False
assert is_square_from_four_points((1, 0), (0, 1), (-1, 0), (0, -1)) is True
assert is_square_from_four_points((0, 0), (4, 0), (4, 4), (0, 3)) is False
assert is_square_from_four_points((2, 2), (0, 3), (1, 0), (1, 0)) is False
