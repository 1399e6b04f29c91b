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

# --- implementation 2: math.dist once both points are checked ---
import math


def euclidean_distance_3d(p, q):
    for point in (p, q):
        if len(point) != 3:
            raise ValueError("expected (x, y, z)")
    return round(math.dist(p, q), 6)

# --- implementation 3: the square root of a generator sum of squared differences ---
import math


def euclidean_distance_3d(p, q):
    if (len(p), len(q)) != (3, 3):
        raise ValueError("both points need three coordinates")
    squared = sum((b - a) ** 2 for a, b in zip(p, q))
    return round(squared ** 0.5, 6)

# --- implementation 4: math.hypot over the three differences ---
import math


def euclidean_distance_3d(p, q):
    if len(p) != 3 or len(q) != 3:
        raise ValueError("expected two 3D points")
    dx, dy, dz = (b - a for a, b in zip(p, q))
    return round(math.hypot(dx, dy, dz), 6)

# --- inputs ---
def random_input(rng):
    def pt(k=3):
        return tuple(rng.randint(-10, 10) for _ in range(k))

    r = rng.random()
    if r < 0.06:
        return (pt(rng.choice([2, 4])), pt())
    if r < 0.12:
        return (pt(), pt(rng.choice([2, 4])))
    p = pt()
    return (p, p if rng.random() < 0.1 else pt())
