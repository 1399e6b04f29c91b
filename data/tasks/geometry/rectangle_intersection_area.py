# domain: geometry
# function: rectangle_intersection_area
# query: Return the area of the intersection of two axis-aligned rectangles a and b given as (x1,
#   y1, x2, y2) with x1 < x2 and y1 < y2; return 0 when they do not overlap or only touch.

def rectangle_intersection_area(a, b):
    left = max(a[0], b[0])
    right = min(a[2], b[2])
    bottom = max(a[1], b[1])
    top = min(a[3], b[3])
    if right <= left or top <= bottom:
        return 0
    return (right - left) * (top - bottom)

# --- tests ---
assert rectangle_intersection_area((0, 0, 2, 2), (1, 1, 3, 3)) == 1
assert rectangle_intersection_area((0, 0, 4, 4), (1, 1, 2, 3)) == 2
assert rectangle_intersection_area((0, 0, 2, 2), (2, 0, 4, 2)) == 0
assert rectangle_intersection_area((0, 0, 2, 2), (0, 2, 2, 4)) == 0
assert rectangle_intersection_area((0, 0, 2, 2), (1, 5, 3, 6)) == 0
assert rectangle_intersection_area((0, 3, 4, 5), (1, 0, 2, 4)) == 1
assert rectangle_intersection_area((1, 0, 2, 4), (0, 3, 4, 5)) == 1
assert rectangle_intersection_area((-3, -1, 2, 4), (0, 0, 5, 6)) == 8
assert rectangle_intersection_area((0, 0, 6, 1), (2, -5, 3, 5)) == 1
assert rectangle_intersection_area((1, 0, 5, 3), (0, 1, 6, 2)) == 4

# --- implementation 2: a loop over the two axes multiplying the overlap lengths clipped at zero ---
def rectangle_intersection_area(a, b):
    area = 1
    for lo, hi in ((0, 2), (1, 3)):
        side = min(a[hi], b[hi]) - max(a[lo], b[lo])
        area *= max(0, side)
    return area

# --- implementation 3: a helper for the overlap of two intervals, applied per axis ---
def _overlap(lo1, hi1, lo2, hi2):
    if hi1 <= lo2 or hi2 <= lo1:
        return 0
    return min(hi1, hi2) - max(lo1, lo2)


def rectangle_intersection_area(a, b):
    return _overlap(a[0], a[2], b[0], b[2]) * _overlap(a[1], a[3], b[1], b[3])

# --- inputs ---
def random_input(rng):
    def rect():
        x, y = rng.randint(-4, 4), rng.randint(-4, 4)
        return (x, y, x + rng.randint(1, 5), y + rng.randint(1, 5))

    a = rect()
    if rng.random() < 0.25:
        return (a, (a[2], a[1], a[2] + 2, a[3]))
    return (a, rect())
