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

# --- implementation 2: heapq.nsmallest with the (squared distance, x, y) key ---
import heapq


def k_nearest_points_to_origin(points, k):
    if k < 0:
        raise ValueError("k cannot be negative")
    if k == 0:
        return []
    return heapq.nsmallest(k, points, key=lambda p: (p[0] ** 2 + p[1] ** 2, p[0], p[1]))

# --- implementation 3: decorate with the distance, sort, undecorate the first k ---
def k_nearest_points_to_origin(points, k):
    if k < 0:
        raise ValueError("negative k")
    decorated = [(x * x + y * y, x, y, i) for i, (x, y) in enumerate(points)]
    decorated.sort()
    return [points[i] for *_, i in decorated[:k]]

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 10)
    pts = [(rng.randint(-5, 5), rng.randint(-5, 5)) for _ in range(n)]
    if rng.random() < 0.3:
        pts += [(3, 4), (4, 3), (0, 5), (-5, 0), (1, 2), (1, -2)]
    rng.shuffle(pts)
    k = rng.choice([0, 1, 2, 3, len(pts), len(pts) + 2, rng.randint(0, 12)])
    if rng.random() < 0.07:
        k = -rng.randint(1, 3)
    return (pts, k)
