# domain: geometry
# function: manhattan_distance_points
# query: Return the Manhattan (taxicab, L1) distance between two points p and q of the same
#   dimension, given as tuples of integers. Raise ValueError if the points have different
#   dimensions.

def manhattan_distance_points(p, q):
    if len(p) != len(q):
        raise ValueError("dimension mismatch")
    total = 0
    for a, b in zip(p, q):
        total += abs(a - b)
    return total

# --- tests ---
import pytest

assert manhattan_distance_points((0, 0), (3, 4)) == 7
assert manhattan_distance_points((1, 2), (1, 2)) == 0
assert manhattan_distance_points((-2, 3), (2, -3)) == 10
assert manhattan_distance_points((1, 2, 3), (4, 0, 3)) == 5
assert manhattan_distance_points((), ()) == 0
assert manhattan_distance_points((5,), (2,)) == 3
with pytest.raises(ValueError):
    manhattan_distance_points((1, 2), (1, 2, 3))
with pytest.raises(ValueError):
    manhattan_distance_points((1,), ())
