# domain: geometry
# function: common_intersection_of_rectangles
# query: Return the rectangle (x1, y1, x2, y2) covered by all of rects, a list of axis-aligned
#   rectangles, or None if they have no common area (touching edges give None). Raise
#   ValueError for an empty list.

def common_intersection_of_rectangles(rects):
    if not rects:
        raise ValueError("no rectangles")
    x1, y1, x2, y2 = rects[0]
    for r in rects[1:]:
        x1 = max(x1, r[0])
        y1 = max(y1, r[1])
        x2 = min(x2, r[2])
        y2 = min(y2, r[3])
    if x1 >= x2 or y1 >= y2:
        return None
    return (x1, y1, x2, y2)

# --- tests ---
import pytest

assert common_intersection_of_rectangles([(0, 0, 4, 4)]) == (0, 0, 4, 4)
assert common_intersection_of_rectangles([(0, 0, 4, 4), (2, 1, 6, 5)]) == (2, 1, 4, 4)
assert common_intersection_of_rectangles([(0, 0, 4, 4), (2, 1, 6, 5), (3, 0, 5, 2)]) == (3, 1, 4, 2)
assert common_intersection_of_rectangles([(0, 0, 2, 2), (2, 0, 4, 2)]) is None
assert common_intersection_of_rectangles([(0, 0, 2, 2), (0, 2, 2, 4)]) is None
assert common_intersection_of_rectangles([(0, 0, 2, 2), (5, 5, 6, 6)]) is None
assert common_intersection_of_rectangles([(0, 0, 10, 10), (1, 2, 3, 4), (0, 0, 10, 10)]) == (1, 2, 3, 4)
with pytest.raises(ValueError):
    common_intersection_of_rectangles([])
