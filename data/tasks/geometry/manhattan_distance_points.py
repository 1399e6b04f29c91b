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

# --- implementation 2: map over operator.sub, then abs, summed ---
import operator


def manhattan_distance_points(p, q):
    if len(p) != len(q):
        raise ValueError("points have different dimensions")
    differences = map(operator.sub, p, q)
    return sum(map(abs, differences))

# --- implementation 3: larger minus smaller per coordinate in a generator ---
def manhattan_distance_points(p, q):
    if len(p) != len(q):
        raise ValueError("dimension mismatch")
    gaps = [max(a, b) - min(a, b) for a, b in zip(p, q)]
    return sum(gaps)

# --- inputs ---
def random_input(rng):
    dim = rng.choice([0, 1, 2, 2, 3, 4])
    p = tuple(rng.randint(-9, 9) for _ in range(dim))
    q = tuple(rng.randint(-9, 9) for _ in range(dim))
    if rng.random() < 0.1:
        q = q + (rng.randint(-3, 3),)
    elif rng.random() < 0.05:
        p = p[:-1]
    return (p, q)
