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

# --- implementation 2: a table of (dimension count, formula) per shape ---
import math

SOLIDS = {
    "cube": (1, lambda s: s ** 3),
    "box": (3, lambda l, w, h: l * w * h),
    "sphere": (1, lambda r: 4 / 3 * math.pi * r ** 3),
    "cylinder": (2, lambda r, h: math.pi * r ** 2 * h),
    "cone": (2, lambda r, h: math.pi * r ** 2 * h / 3),
}


def solid_volume_by_shape(shape, *dims):
    if shape not in SOLIDS:
        raise ValueError("unknown shape %r" % shape)
    count, formula = SOLIDS[shape]
    if len(dims) != count or min(dims) < 0:
        raise ValueError("bad dimensions for %s" % shape)
    return round(formula(*dims), 4)

# --- implementation 3: an if-chain that unpacks the dimensions per shape ---
import math


def solid_volume_by_shape(shape, *dims):
    if any(d < 0 for d in dims):
        raise ValueError("negative dimension")
    if shape == "cube" and len(dims) == 1:
        (side,) = dims
        return round(side ** 3, 4)
    if shape == "box" and len(dims) == 3:
        length, width, height = dims
        return round(length * width * height, 4)
    if shape == "sphere" and len(dims) == 1:
        return round(4 / 3 * math.pi * dims[0] ** 3, 4)
    if shape in ("cylinder", "cone") and len(dims) == 2:
        base = math.pi * dims[0] ** 2 * dims[1]
        return round(base / 3 if shape == "cone" else base, 4)
    raise ValueError("unknown shape or wrong number of dimensions")

# --- inputs ---
def random_input(rng):
    arity = {"cube": 1, "box": 3, "sphere": 1, "cylinder": 2, "cone": 2, "pyramid": 2}
    shape = rng.choice(list(arity))
    n = arity[shape]
    if rng.random() < 0.1:
        n = rng.choice([0, n + 1, max(0, n - 1)])
    dims = [rng.choice([0, 1, 2, 3, 0.5, rng.randint(0, 10)]) for _ in range(n)]
    if dims and rng.random() < 0.08:
        dims[rng.randrange(n)] = -rng.choice([1, 0.5])
    return (shape, *dims)
