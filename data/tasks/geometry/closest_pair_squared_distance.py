# domain: geometry
# function: closest_pair_squared_distance
# query: Given a list of integer 2D points, return the smallest squared Euclidean distance between
#   any two of them (duplicates give 0). Raise ValueError when fewer than two points are given.

def closest_pair_squared_distance(points):
    if len(points) < 2:
        raise ValueError("need at least two points")
    best = None
    for i in range(len(points)):
        for j in range(i + 1, len(points)):
            dx = points[i][0] - points[j][0]
            dy = points[i][1] - points[j][1]
            d = dx * dx + dy * dy
            if best is None or d < best:
                best = d
    return best

# --- tests ---
import pytest

assert closest_pair_squared_distance([(0, 0), (3, 4)]) == 25
assert closest_pair_squared_distance([(0, 0), (5, 5), (1, 1)]) == 2
assert closest_pair_squared_distance([(2, 2), (9, 9), (2, 2)]) == 0
assert closest_pair_squared_distance([(0, 0), (10, 0), (10, 1), (20, 20)]) == 1
assert closest_pair_squared_distance([(-3, 0), (3, 0), (0, 4)]) == 25
assert closest_pair_squared_distance([(1, 7), (4, 3), (8, 8), (5, 5)]) == 5
assert closest_pair_squared_distance([(0, 0), (0, 3), (0, 7), (0, 9)]) == 4
with pytest.raises(ValueError):
    closest_pair_squared_distance([(1, 1)])
with pytest.raises(ValueError):
    closest_pair_squared_distance([])
