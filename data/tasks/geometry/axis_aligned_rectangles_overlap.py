# domain: geometry
# function: axis_aligned_rectangles_overlap
# query: Given two axis-aligned rectangles a and b as (x1, y1, x2, y2) with x1 < x2 and y1 < y2,
#   return True when their interiors overlap with positive area; rectangles that only touch
#   along an edge or at a corner do not overlap.

def axis_aligned_rectangles_overlap(a, b):
    if a[2] <= b[0] or b[2] <= a[0]:
        return False
    if a[3] <= b[1] or b[3] <= a[1]:
        return False
    return True

# --- tests ---
assert axis_aligned_rectangles_overlap((0, 0, 2, 2), (1, 1, 3, 3)) is True
assert axis_aligned_rectangles_overlap((0, 0, 2, 2), (2, 0, 4, 2)) is False
assert axis_aligned_rectangles_overlap((2, 0, 4, 2), (0, 0, 2, 2)) is False
assert axis_aligned_rectangles_overlap((0, 0, 2, 2), (0, 2, 2, 4)) is False
assert axis_aligned_rectangles_overlap((0, 2, 2, 4), (0, 0, 2, 2)) is False
assert axis_aligned_rectangles_overlap((0, 0, 1, 5), (2, 0, 4, 3)) is False
assert axis_aligned_rectangles_overlap((0, 0, 5, 1), (0, 2, 4, 3)) is False
assert axis_aligned_rectangles_overlap((0, 0, 5, 1), (2, 0, 4, 1)) is True
assert axis_aligned_rectangles_overlap((0, 2, 1, 4), (0, 0, 1, 5)) is True
assert axis_aligned_rectangles_overlap((0, 0, 3, 1), (1, -1, 2, 5)) is True

# --- implementation 2: positive width and height of the intersection ---
def axis_aligned_rectangles_overlap(a, b):
    ax1, ay1, ax2, ay2 = a
    bx1, by1, bx2, by2 = b
    width = min(ax2, bx2) - max(ax1, bx1)
    height = min(ay2, by2) - max(ay1, by1)
    return width > 0 and height > 0

# --- implementation 3: open-interval overlap tested per axis ---
def axis_aligned_rectangles_overlap(a, b):
    def intervals_meet(lo1, hi1, lo2, hi2):
        return lo1 < hi2 and lo2 < hi1

    horizontal = intervals_meet(a[0], a[2], b[0], b[2])
    vertical = intervals_meet(a[1], a[3], b[1], b[3])
    return horizontal and vertical

# --- inputs ---
def random_input(rng):
    def rect():
        x, y = rng.randint(-3, 5), rng.randint(-3, 5)
        return (x, y, x + rng.randint(1, 4), y + rng.randint(1, 4))

    a = rect()
    if rng.random() < 0.3:
        w, h = rng.randint(1, 3), rng.randint(1, 3)
        x, y = rng.choice([(a[2], a[1]), (a[0], a[3]), (a[2], a[3]), (a[0] - w, a[1])])
        return (a, (x, y, x + w, y + h))
    return (a, rect())
