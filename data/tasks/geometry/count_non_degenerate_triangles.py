# domain: geometry
# function: count_non_degenerate_triangles
# query: Count how many triples of distinct indices from a list of integer points form a triangle
#   with positive area (i.e. the three points are not collinear).

import itertools

def count_non_degenerate_triangles(points):
    count = 0
    for a, b, c in itertools.combinations(points, 3):
        cross = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
        if cross != 0:
            count += 1
    return count

# --- tests ---
assert count_non_degenerate_triangles([]) == 0
assert count_non_degenerate_triangles([(0, 0), (1, 1)]) == 0
assert count_non_degenerate_triangles([(0, 0), (1, 1), (2, 2)]) == 0
assert count_non_degenerate_triangles([(0, 0), (1, 1), (2, 0)]) == 1
assert count_non_degenerate_triangles([(0, 0), (1, 1), (2, 2), (2, 0)]) == 3
assert count_non_degenerate_triangles([(0, 0), (0, 1), (1, 0), (1, 1)]) == 4
assert count_non_degenerate_triangles([(0, 0), (0, 2), (1, 3), (2, 4), (3, 5)]) == 6
assert count_non_degenerate_triangles([(1, 1), (1, 1), (2, 3)]) == 0
