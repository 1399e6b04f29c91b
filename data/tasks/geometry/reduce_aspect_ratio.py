# domain: geometry
# function: reduce_aspect_ratio
# query: Reduce a width x height pair of positive integers to its simplest aspect ratio string
#   'W:H' (e.g. 1920x1080 -> '16:9'). Raise ValueError if either dimension is not positive.

import math

def reduce_aspect_ratio(width, height):
    if width <= 0 or height <= 0:
        raise ValueError("dimensions must be positive")
    g = math.gcd(width, height)
    return "%d:%d" % (width // g, height // g)

# --- tests ---
import pytest

assert reduce_aspect_ratio(1920, 1080) == "16:9"
assert reduce_aspect_ratio(1024, 768) == "4:3"
assert reduce_aspect_ratio(500, 500) == "1:1"
assert reduce_aspect_ratio(7, 3) == "7:3"
assert reduce_aspect_ratio(1080, 1920) == "9:16"
assert reduce_aspect_ratio(1, 1) == "1:1"
with pytest.raises(ValueError):
    reduce_aspect_ratio(0, 100)
with pytest.raises(ValueError):
    reduce_aspect_ratio(100, 0)

# --- implementation 2: fractions.Fraction reduces the ratio ---
from fractions import Fraction


def reduce_aspect_ratio(width, height):
    if width < 1 or height < 1:
        raise ValueError("width and height must be positive")
    ratio = Fraction(width, height)
    return f"{ratio.numerator}:{ratio.denominator}"

# --- implementation 3: Euclid's algorithm written out ---
def reduce_aspect_ratio(width, height):
    if min(width, height) <= 0:
        raise ValueError("non-positive dimension")
    a, b = width, height
    while b:
        a, b = b, a % b
    return str(width // a) + ":" + str(height // a)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.choice([0, -4]), rng.randint(1, 100))
    if r < 0.14:
        return (rng.randint(1, 100), rng.choice([0, -1]))
    if r < 0.4:
        return rng.choice([(1920, 1080), (1024, 768), (500, 500), (7, 3), (1080, 1920), (1, 1), (2560, 1080), (13, 26)])
    return (rng.randint(1, 400), rng.randint(1, 400))
