# domain: geometry
# function: union_area_two_rectangles
# query: Return the total area covered by two axis-aligned rectangles a and b given as (x1, y1, x2,
#   y2) with x1 <= x2 and y1 <= y2, counting the overlapping region only once.

def union_area_two_rectangles(a, b):
    area_a = (a[2] - a[0]) * (a[3] - a[1])
    area_b = (b[2] - b[0]) * (b[3] - b[1])
    width = min(a[2], b[2]) - max(a[0], b[0])
    height = min(a[3], b[3]) - max(a[1], b[1])
    overlap = 0
    if width > 0 and height > 0:
        overlap = width * height
    return area_a + area_b - overlap

# --- tests ---
assert union_area_two_rectangles((0, 0, 2, 2), (1, 1, 3, 3)) == 7
assert union_area_two_rectangles((0, 0, 2, 2), (2, 0, 4, 2)) == 8
assert union_area_two_rectangles((0, 0, 4, 4), (1, 1, 2, 2)) == 16
assert union_area_two_rectangles((0, 0, 1, 1), (5, 5, 6, 6)) == 2
assert union_area_two_rectangles((-3, 0, 3, 4), (0, -1, 9, 2)) == 45
assert union_area_two_rectangles((0, 0, 3, 1), (1, 4, 2, 6)) == 5
assert union_area_two_rectangles((0, 0, 0, 5), (0, 0, 2, 3)) == 6
assert union_area_two_rectangles((1, 2, 5, 3), (2, 0, 3, 7)) == 10
assert union_area_two_rectangles((0, 4, 4, 8), (2, 4, 5, 5)) == 17
assert union_area_two_rectangles((3, 3, 4, 7), (3, 4, 4, 7)) == 4

# --- implementation 2: a's area plus the parts of b left, right, below and above a ---
def union_area_two_rectangles(a, b):
    def span(lo, hi):
        return max(0, hi - lo)

    bh = b[3] - b[1]
    left = span(b[0], min(b[2], a[0])) * bh
    right = span(max(b[0], a[2]), b[2]) * bh
    mid = span(max(b[0], a[0]), min(b[2], a[2]))
    below = mid * span(b[1], min(b[3], a[1]))
    above = mid * span(max(b[1], a[3]), b[3])
    return (a[2] - a[0]) * (a[3] - a[1]) + left + right + below + above

# --- implementation 3: the grid of distinct edge coordinates, summing the covered cells ---
def union_area_two_rectangles(a, b):
    xs = sorted({a[0], a[2], b[0], b[2]})
    ys = sorted({a[1], a[3], b[1], b[3]})
    area = 0
    for x0, x1 in zip(xs, xs[1:]):
        for y0, y1 in zip(ys, ys[1:]):
            if any(r[0] <= x0 and x1 <= r[2] and r[1] <= y0 and y1 <= r[3] for r in (a, b)):
                area += (x1 - x0) * (y1 - y0)
    return area

# --- inputs ---
def random_input(rng):
    def rect():
        x, y = rng.randint(-4, 4), rng.randint(-4, 4)
        return (x, y, x + rng.randint(0, 5), y + rng.randint(0, 5))

    a = rect()
    r = rng.random()
    if r < 0.2:
        return (a, (a[2], a[1], a[2] + 2, a[3]))
    if r < 0.3:
        return (a, a)
    return (a, rect())
