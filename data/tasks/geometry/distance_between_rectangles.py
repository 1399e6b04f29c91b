# domain: geometry
# function: distance_between_rectangles
# query: Return the shortest Euclidean distance between two axis-aligned rectangles a and b, each
#   (x1, y1, x2, y2), rounded to 6 decimals; overlapping or touching rectangles have distance
#   0.0.

import math

def distance_between_rectangles(a, b):
    dx = 0
    if b[0] > a[2]:
        dx = b[0] - a[2]
    elif a[0] > b[2]:
        dx = a[0] - b[2]
    dy = 0
    if b[1] > a[3]:
        dy = b[1] - a[3]
    elif a[1] > b[3]:
        dy = a[1] - b[3]
    return round(math.hypot(dx, dy), 6)

# --- tests ---
assert distance_between_rectangles((0, 0, 2, 2), (1, 1, 3, 3)) == 0.0
assert distance_between_rectangles((0, 0, 2, 2), (2, 0, 4, 2)) == 0.0
assert distance_between_rectangles((0, 0, 2, 2), (5, 0, 7, 2)) == 3.0
assert distance_between_rectangles((5, 0, 7, 2), (0, 0, 2, 2)) == 3.0
assert distance_between_rectangles((0, 0, 2, 2), (0, 6, 2, 8)) == 4.0
assert distance_between_rectangles((0, 6, 2, 8), (0, 0, 2, 2)) == 4.0
assert distance_between_rectangles((0, 0, 1, 1), (4, 5, 6, 6)) == 5.0
assert distance_between_rectangles((4, 5, 6, 6), (0, 0, 1, 1)) == 5.0
assert distance_between_rectangles((4, 6, 6, 9), (1, 4, 1, 5)) == 3.162278
assert distance_between_rectangles((1, 4, 3, 7), (4, 1, 4, 1)) == 3.162278

# --- implementation 2: the gap on each axis as the largest of zero and the two separations ---
import math


def distance_between_rectangles(a, b):
    gap_x = max(0, b[0] - a[2], a[0] - b[2])
    gap_y = max(0, b[1] - a[3], a[1] - b[3])
    distance = math.sqrt(gap_x ** 2 + gap_y ** 2)
    return round(distance, 6)

# --- implementation 3: clamps b's center onto a and a's clamped point onto b, then measures ---
import math


def distance_between_rectangles(a, b):
    def clamp(v, lo, hi):
        return min(max(v, lo), hi)

    cx, cy = (b[0] + b[2]) / 2, (b[1] + b[3]) / 2
    pa = (clamp(cx, a[0], a[2]), clamp(cy, a[1], a[3]))
    pb = (clamp(pa[0], b[0], b[2]), clamp(pa[1], b[1], b[3]))
    return round(math.dist(pa, pb), 6)

# --- inputs ---
def random_input(rng):
    def rect():
        x, y = rng.randint(-6, 6), rng.randint(-6, 6)
        return (x, y, x + rng.randint(0, 4), y + rng.randint(0, 4))

    a = rect()
    if rng.random() < 0.2:
        return (a, (a[2], a[1], a[2] + 2, a[3]))
    return (a, rect())
