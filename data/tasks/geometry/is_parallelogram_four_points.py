# domain: geometry
# function: is_parallelogram_four_points
# query: Given four 2D points a, b, c, d in order around a quadrilateral, return True if it is a
#   non-degenerate parallelogram (its two diagonals share the same midpoint and the points are
#   not collinear).

def is_parallelogram_four_points(a, b, c, d):
    if a[0] + c[0] != b[0] + d[0] or a[1] + c[1] != b[1] + d[1]:
        return False
    cross = (b[0] - a[0]) * (d[1] - a[1]) - (b[1] - a[1]) * (d[0] - a[0])
    return cross != 0

# --- tests ---
assert is_parallelogram_four_points((0, 0), (2, 0), (2, 1), (0, 1)) is True
assert is_parallelogram_four_points((0, 0), (2, 0), (3, 1), (1, 1)) is True
assert is_parallelogram_four_points((0, 0), (2, 0), (3, 1), (0, 1)) is False
assert is_parallelogram_four_points((1, 1), (2, 3), (3, 5), (2, 3)) is False
assert is_parallelogram_four_points((0, 0), (2, 0), (2, 1), (0, 2)) is False
assert is_parallelogram_four_points((1, 2), (4, 3), (5, 6), (2, 5)) is True
assert is_parallelogram_four_points((1, 2), (3, 3), (7, 5), (5, 4)) is False
assert is_parallelogram_four_points((1, 2), (4, 3), (5, 6), (2, 4)) is False
