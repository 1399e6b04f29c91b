# domain: geometry
# function: k_nearest_points_to_origin
# query: From a list of integer points, return the k closest to the origin (Euclidean distance),
#   ordered by distance and then by (x, y) to break ties. Raise ValueError if k is negative; k
#   larger than the list returns all points sorted.

def k_nearest_points_to_origin(points, k):
    if k < 0:
        raise ValueError("k must be non-negative")
    ranked = sorted(points, key=lambda p: (p[0] * p[0] + p[1] * p[1], p[0], p[1]))
    return ranked[:k]

# --- tests ---
import pytest

assert k_nearest_points_to_origin([(1, 3), (-2, 2)], 1) == [(-2, 2)]
assert k_nearest_points_to_origin([(3, 3), (5, -1), (-2, 4)], 2) == [(3, 3), (-2, 4)]
assert k_nearest_points_to_origin([(1, 0), (0, 1), (-1, 0)], 3) == [(-1, 0), (0, 1), (1, 0)]
assert k_nearest_points_to_origin([(2, 2)], 5) == [(2, 2)]
assert k_nearest_points_to_origin([(2, 2), (1, 1)], 0) == []
assert k_nearest_points_to_origin([(0, 5), (3, 4), (4, 3)], 2) == [(0, 5), (3, 4)]
assert k_nearest_points_to_origin([(1, 2), (1, -2)], 1) == [(1, -2)]
with pytest.raises(ValueError):
    k_nearest_points_to_origin([(1, 1)], -1)
