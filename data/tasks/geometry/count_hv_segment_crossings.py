# domain: geometry
# function: count_hv_segment_crossings
# query: Given horizontals, segments (y, x1, x2), and verticals, segments (x, y1, y2), with integer
#   coordinates (x1 <= x2, y1 <= y2), count the pairs of one horizontal and one vertical
#   segment that intersect, including touching at endpoints.

def count_hv_segment_crossings(horizontals, verticals):
    count = 0
    for y, x1, x2 in horizontals:
        for x, y1, y2 in verticals:
            if x1 <= x <= x2 and y1 <= y <= y2:
                count += 1
    return count

# --- tests ---
assert count_hv_segment_crossings([], [(0, 0, 5)]) == 0
assert count_hv_segment_crossings([(2, 0, 4)], [(2, 0, 4)]) == 1
assert count_hv_segment_crossings([(2, 0, 4)], [(5, 0, 4)]) == 0
assert count_hv_segment_crossings([(2, 0, 4)], [(4, 2, 6)]) == 1
assert count_hv_segment_crossings([(2, 0, 4)], [(0, 3, 6)]) == 0
assert count_hv_segment_crossings([(2, 0, 4)], [(0, -3, 2)]) == 1
assert count_hv_segment_crossings([(2, 0, 4)], [(-1, 0, 4)]) == 0
assert count_hv_segment_crossings([(2, 0, 4)], [(3, -2, 1)]) == 0
assert count_hv_segment_crossings([(1, 0, 10), (5, 0, 10)], [(2, 0, 6), (8, 4, 9)]) == 3

# --- implementation 2: itertools.product over all pairs with integer range membership ---
from itertools import product


def count_hv_segment_crossings(horizontals, verticals):
    total = 0
    for (hy, hx1, hx2), (vx, vy1, vy2) in product(horizontals, verticals):
        if vx in range(hx1, hx2 + 1) and hy in range(vy1, vy2 + 1):
            total += 1
    return total

# --- implementation 3: horizontals sorted by y, each vertical bisects its y-span ---
import bisect


def count_hv_segment_crossings(horizontals, verticals):
    rows = sorted(horizontals)
    ys = [h[0] for h in rows]
    count = 0
    for x, y_low, y_high in verticals:
        lo = bisect.bisect_left(ys, y_low)
        hi = bisect.bisect_right(ys, y_high)
        count += sum(1 for _, x1, x2 in rows[lo:hi] if x1 <= x <= x2)
    return count

# --- implementation 4: verticals grouped by x, each horizontal looks up the columns it spans ---
def count_hv_segment_crossings(horizontals, verticals):
    by_x = {}
    for x, y1, y2 in verticals:
        by_x.setdefault(x, []).append((y1, y2))
    total = 0
    for y, x1, x2 in horizontals:
        for x in range(x1, x2 + 1):
            total += sum(1 for lo, hi in by_x.get(x, ()) if lo <= y <= hi)
    return total

# --- inputs ---
def random_input(rng):
    def seg():
        a = rng.randint(-3, 6)
        lo = rng.randint(-3, 5)
        return (a, lo, lo + rng.randint(0, 5))

    return ([seg() for _ in range(rng.randint(0, 5))], [seg() for _ in range(rng.randint(0, 5))])
