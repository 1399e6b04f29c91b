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
