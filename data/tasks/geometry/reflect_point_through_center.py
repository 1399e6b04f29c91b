# domain: geometry
# function: reflect_point_through_center
# query: Return the point symmetric to a point p with respect to a center point c (point reflection,
#   i.e. 2c - p) for 2D or 3D integer points. Raise ValueError if the dimensions differ.

def reflect_point_through_center(p, c):
    if len(p) != len(c):
        raise ValueError("dimension mismatch")
    result = []
    for pi, ci in zip(p, c):
        result.append(2 * ci - pi)
    return tuple(result)

# --- tests ---
import pytest

assert reflect_point_through_center((1, 2), (0, 0)) == (-1, -2)
assert reflect_point_through_center((1, 2), (1, 2)) == (1, 2)
assert reflect_point_through_center((3, 5), (4, 1)) == (5, -3)
assert reflect_point_through_center((0, 0, 0), (1, 2, 3)) == (2, 4, 6)
assert reflect_point_through_center((-2, 7), (1, 1)) == (4, -5)
with pytest.raises(ValueError):
    reflect_point_through_center((1, 2), (1, 2, 3))
with pytest.raises(ValueError):
    reflect_point_through_center((1, 2, 3), (1,))

# --- implementation 2: operator.sub mapped over the doubled center and the point ---
from operator import sub


def reflect_point_through_center(p, c):
    if len(p) != len(c):
        raise ValueError("p and c must have the same dimension")
    return tuple(map(sub, (2 * x for x in c), p))

# --- implementation 3: adds the offset from p to c once more to c ---
def reflect_point_through_center(p, c):
    if len(c) != len(p):
        raise ValueError("dimensions differ")
    offset = [ci - pi for pi, ci in zip(p, c)]
    image = [ci + d for ci, d in zip(c, offset)]
    return tuple(image)

# --- inputs ---
def random_input(rng):
    dim = rng.choice([2, 2, 3])
    p = tuple(rng.randint(-9, 9) for _ in range(dim))
    c = tuple(rng.randint(-9, 9) for _ in range(dim))
    r = rng.random()
    if r < 0.1:
        c = c + (1,)
    elif r < 0.15:
        c = p
    return (p, c)
