# domain: geometry
# function: largest_triangle_area_from_points
# query: Among all triangles formed by any three points of a list of integer points, return the
#   largest area as a float (half of the largest absolute cross product). Fewer than 3 points give 0.

import itertools

def largest_triangle_area_from_points(points):
    best = 0
    for a, b, c in itertools.combinations(points, 3):
        cross = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
        if abs(cross) > best:
            best = abs(cross)
    return best / 2

# --- tests ---
assert largest_triangle_area_from_points([]) == 0
assert largest_triangle_area_from_points([(0, 0), (1, 1)]) == 0
assert largest_triangle_area_from_points([(0, 0), (1, 0), (0, 1)]) == 0.5
assert largest_triangle_area_from_points([(0, 0), (0, 1), (1, 0), (0, 2), (2, 0)]) == 2.0
assert largest_triangle_area_from_points([(1, 0), (0, 0), (0, 1)]) == 0.5
assert largest_triangle_area_from_points([(0, 0), (1, 1), (2, 2)]) == 0
assert largest_triangle_area_from_points([(4, 6), (6, 5), (3, 1)]) == 5.5
assert largest_triangle_area_from_points([(1, 3), (5, 1), (2, 2), (4, 7), (0, 0)]) == 15.5
