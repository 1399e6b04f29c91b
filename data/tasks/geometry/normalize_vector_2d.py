# domain: geometry
# function: normalize_vector_2d
# query: Return the unit vector pointing in the same direction as a 2D vector v, with components
#   rounded to 6 decimals. Raise ValueError for the zero vector.

import math

def normalize_vector_2d(v):
    length = math.hypot(v[0], v[1])
    if length == 0:
        raise ValueError("zero vector has no direction")
    return (round(v[0] / length, 6), round(v[1] / length, 6))

# --- tests ---
import pytest

assert normalize_vector_2d((3, 4)) == (0.6, 0.8)
assert normalize_vector_2d((0, -5)) == (0.0, -1.0)
assert normalize_vector_2d((2, 0)) == (1.0, 0.0)
assert normalize_vector_2d((1, 1)) == (0.707107, 0.707107)
assert normalize_vector_2d((-6, 8)) == (-0.6, 0.8)
assert normalize_vector_2d((1, 2)) == (0.447214, 0.894427)
with pytest.raises(ValueError):
    normalize_vector_2d((0, 0))

# --- implementation 2: divides the complex number by its modulus ---
def normalize_vector_2d(v):
    z = complex(v[0], v[1])
    if z == 0:
        raise ValueError("cannot normalize the zero vector")
    unit = z / abs(z)
    return (round(unit.real, 6), round(unit.imag, 6))

# --- implementation 3: scales each component by the reciprocal of the length ---
import math


def normalize_vector_2d(v):
    squared = v[0] ** 2 + v[1] ** 2
    if squared == 0:
        raise ValueError("zero vector")
    scale = 1 / math.sqrt(squared)
    return tuple(round(c * scale, 6) for c in v)

# --- implementation 4: the cosine and sine of the vector's polar angle ---
import math


def normalize_vector_2d(v):
    if v[0] == 0 and v[1] == 0:
        raise ValueError("the zero vector has no direction")
    theta = math.atan2(v[1], v[0])
    return (round(math.cos(theta), 6), round(math.sin(theta), 6))

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.08:
        return ((0, 0),)
    if rng.random() < 0.3:
        return (rng.choice([(3, 4), (0, -5), (2, 0), (1, 1), (-6, 8), (1, 2), (0, 7), (-3, 0)]),)
    return ((rng.randint(-20, 20), rng.randint(-20, 20)),)
