# domain: geometry
# function: rectangle_contains_rectangle
# query: Given rectangles outer and inner, each axis-aligned (x1, y1, x2, y2), return True if inner
#   lies completely inside outer, allowing shared edges. Raise ValueError if either rectangle
#   has x1 > x2 or y1 > y2.

def rectangle_contains_rectangle(outer, inner):
    for r in (outer, inner):
        if r[0] > r[2] or r[1] > r[3]:
            raise ValueError("malformed rectangle")
    if inner[0] < outer[0] or inner[1] < outer[1]:
        return False
    if inner[2] > outer[2] or inner[3] > outer[3]:
        return False
    return True

# --- tests ---
import pytest

assert rectangle_contains_rectangle((0, 0, 10, 10), (2, 2, 5, 5)) is True
assert rectangle_contains_rectangle((0, 0, 10, 10), (0, 0, 10, 10)) is True
assert rectangle_contains_rectangle((3, 0, 5, 4), (0, 3, 3, 3)) is False
assert rectangle_contains_rectangle((-1, 2, 2, 3), (0, 1, 0, 1)) is False
assert rectangle_contains_rectangle((0, 0, 10, 10), (2, 2, 11, 5)) is False
assert rectangle_contains_rectangle((0, 0, 10, 10), (2, 2, 5, 11)) is False
assert rectangle_contains_rectangle((0, 0, 2, 0), (0, 2, 0, 2)) is False
assert rectangle_contains_rectangle((0, 0, 0, 3), (0, 1, 3, 2)) is False
with pytest.raises(ValueError):
    rectangle_contains_rectangle((5, 0, 1, 10), (2, 2, 3, 3))
with pytest.raises(ValueError):
    rectangle_contains_rectangle((0, 0, 10, 10), (2, 4, 3, 3))
