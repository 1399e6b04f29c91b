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
