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

# --- implementation 2: transposes the rectangles and takes the max of the lows, min of the highs ---
def common_intersection_of_rectangles(rects):
    if len(rects) == 0:
        raise ValueError("rects must not be empty")
    lx, ly, hx, hy = zip(*rects)
    box = (max(lx), max(ly), min(hx), min(hy))
    if box[0] < box[2] and box[1] < box[3]:
        return box
    return None

# --- implementation 3: folds the list with a pairwise intersection that yields None when empty ---
from functools import reduce


def _intersect(r, s):
    if r is None:
        return None
    x1, y1 = max(r[0], s[0]), max(r[1], s[1])
    x2, y2 = min(r[2], s[2]), min(r[3], s[3])
    return (x1, y1, x2, y2) if x1 < x2 and y1 < y2 else None


def common_intersection_of_rectangles(rects):
    if not rects:
        raise ValueError("empty list")
    return reduce(_intersect, rects[1:], _intersect(rects[0], rects[0]))

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.06:
        return ([],)
    rects = []
    for _ in range(rng.randint(1, 4)):
        x, y = rng.randint(0, 5), rng.randint(0, 5)
        rects.append((x, y, x + rng.randint(1, 6), y + rng.randint(1, 6)))
    if rng.random() < 0.2:
        a = rects[0]
        rects.append((a[2], a[1], a[2] + 2, a[3]))
    return (rects,)
