# domain: geometry
# function: euclidean_distance_3d
# query: Return the Euclidean distance between two 3D points p and q, each (x, y, z), rounded to 6
#   decimals. Raise ValueError if either point does not have exactly three coordinates.

import math

def euclidean_distance_3d(p, q):
    if len(p) != 3 or len(q) != 3:
        raise ValueError("points must be 3D")
    total = 0
    for a, b in zip(p, q):
        total += (a - b) * (a - b)
    return round(math.sqrt(total), 6)

# --- tests ---
import pytest

assert euclidean_distance_3d((0, 0, 0), (0, 0, 0)) == 0.0
assert euclidean_distance_3d((0, 0, 0), (2, 3, 6)) == 7.0
assert euclidean_distance_3d((1, 2, 3), (4, 6, 3)) == 5.0
assert euclidean_distance_3d((1, 1, 1), (0, 0, 0)) == 1.732051
assert euclidean_distance_3d((-1, 0, 2), (1, 0, -2)) == 4.472136
with pytest.raises(ValueError):
    euclidean_distance_3d((0, 0), (0, 0, 0))
with pytest.raises(ValueError):
    euclidean_distance_3d((0, 0, 0), (0, 0, 0, 0))
