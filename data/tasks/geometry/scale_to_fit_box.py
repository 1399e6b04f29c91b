# domain: geometry
# function: scale_to_fit_box
# query: Scale a width x height image to fit inside a max_width x max_height box while preserving
#   the aspect ratio, never upscaling; return the new integer (width, height) with each dimension
#   rounded down but at least 1. Raise ValueError for non-positive inputs.

def scale_to_fit_box(width, height, max_width, max_height):
    if min(width, height, max_width, max_height) <= 0:
        raise ValueError("all dimensions must be positive")
    if width <= max_width and height <= max_height:
        return (width, height)
    if width * max_height >= height * max_width:
        new_w = max_width
        new_h = height * max_width // width
    else:
        new_h = max_height
        new_w = width * max_height // height
    return (max(new_w, 1), max(new_h, 1))

# --- tests ---
import pytest

assert scale_to_fit_box(1, 1, 1, 1) == (1, 1)
assert scale_to_fit_box(1024, 768, 1024, 768) == (1024, 768)
assert scale_to_fit_box(2000, 1000, 1000, 1000) == (1000, 500)
assert scale_to_fit_box(1000, 2000, 1000, 1000) == (500, 1000)
assert scale_to_fit_box(1920, 1080, 1280, 1280) == (1280, 720)
assert scale_to_fit_box(1000, 3, 100, 100) == (100, 1)
assert scale_to_fit_box(3, 1000, 100, 100) == (1, 100)
assert scale_to_fit_box(200, 300, 150, 100) == (66, 100)
with pytest.raises(ValueError):
    scale_to_fit_box(0, 10, 10, 10)

# --- implementation 2: an exact scale factor, the smaller box ratio capped at 1 ---
import math
from fractions import Fraction


def scale_to_fit_box(width, height, max_width, max_height):
    if width <= 0 or height <= 0 or max_width <= 0 or max_height <= 0:
        raise ValueError("dimensions must be positive")
    scale = min(Fraction(max_width, width), Fraction(max_height, height), 1)
    return (max(1, math.floor(width * scale)), max(1, math.floor(height * scale)))

# --- implementation 3: clamp the width first, then the height if it still overflows ---
def scale_to_fit_box(width, height, max_width, max_height):
    if any(v < 1 for v in (width, height, max_width, max_height)):
        raise ValueError("non-positive input")
    new_w, new_h = min(width, max_width), height
    if new_w < width:
        new_h = height * new_w // width
    if height * new_w > max_height * width:
        new_w, new_h = width * max_height // height, max_height
    return (max(new_w, 1), max(new_h, 1))

# --- inputs ---
def random_input(rng):
    dims = [rng.choice([1, 3, 100, 768, 1000, 1024, 1080, 1920, 2000, rng.randint(1, 300)]) for _ in range(4)]
    r = rng.random()
    if r < 0.08:
        dims[rng.randrange(4)] = rng.choice([0, -5])
    elif r < 0.25:
        k = rng.randint(1, 4)
        dims[2], dims[3] = dims[0] * k // 2 or 1, dims[1] * k // 2 or 1
    return tuple(dims)
