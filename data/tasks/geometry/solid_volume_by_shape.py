# domain: geometry
# function: solid_volume_by_shape
# query: Compute the volume of a solid rounded to 4 decimals from shape and its dimensions: 'cube'
#   (side), 'box' (length, width, height), 'sphere' (radius), 'cylinder' (radius, height) or
#   'cone' (radius, height). Raise ValueError for unknown shapes, a wrong number of dimensions,
#   or negative dimensions.

import math

def solid_volume_by_shape(shape, *dims):
    expected = {"cube": 1, "box": 3, "sphere": 1, "cylinder": 2, "cone": 2}
    if shape not in expected or len(dims) != expected[shape]:
        raise ValueError("unknown shape or wrong dimensions")
    if any(d < 0 for d in dims):
        raise ValueError("negative dimension")
    if shape == "cube":
        volume = dims[0] ** 3
    elif shape == "box":
        volume = dims[0] * dims[1] * dims[2]
    elif shape == "sphere":
        volume = 4 / 3 * math.pi * dims[0] ** 3
    else:
        volume = math.pi * dims[0] ** 2 * dims[1]
        if shape == "cone":
            volume /= 3
    return round(volume, 4)

# --- tests ---
import pytest

assert solid_volume_by_shape("cube", 3) == 27
assert solid_volume_by_shape("box", 2, 3, 4) == 24
assert solid_volume_by_shape("sphere", 2) == 33.5103
assert solid_volume_by_shape("cylinder", 2, 5) == 62.8319
assert solid_volume_by_shape("cone", 3, 4) == 37.6991
assert solid_volume_by_shape("box", 0, 3, 4) == 0
with pytest.raises(ValueError):
    solid_volume_by_shape("pyramid", 1, 2)
with pytest.raises(ValueError):
    solid_volume_by_shape("box", 1, 2)
with pytest.raises(ValueError):
    solid_volume_by_shape("cylinder", 2, -0.5)
