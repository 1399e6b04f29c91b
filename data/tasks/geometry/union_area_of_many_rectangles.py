# domain: geometry
# function: union_area_of_many_rectangles
# query: Compute the total area covered by rects, a list of axis-aligned integer rectangles (x1, y1,
#   x2, y2), where overlapping parts count once. An empty list covers area 0.

def union_area_of_many_rectangles(rects):
    xs = sorted({r[0] for r in rects} | {r[2] for r in rects})
    ys = sorted({r[1] for r in rects} | {r[3] for r in rects})
    total = 0
    for i in range(len(xs) - 1):
        for j in range(len(ys) - 1):
            cx, cy = xs[i], ys[j]
            for x1, y1, x2, y2 in rects:
                if x1 <= cx < x2 and y1 <= cy < y2:
                    total += (xs[i + 1] - cx) * (ys[j + 1] - cy)
                    break
    return total

# --- tests ---
assert union_area_of_many_rectangles([]) == 0
assert union_area_of_many_rectangles([(0, 0, 2, 3)]) == 6
assert union_area_of_many_rectangles([(0, 0, 2, 2), (1, 1, 3, 3)]) == 7
assert union_area_of_many_rectangles([(0, 0, 2, 2), (0, 0, 2, 2)]) == 4
assert union_area_of_many_rectangles([(0, 0, 1, 1), (2, 2, 3, 3)]) == 2
assert union_area_of_many_rectangles([(0, 0, 4, 1), (0, 0, 1, 4), (0, 3, 4, 4), (3, 0, 4, 4)]) == 12
assert union_area_of_many_rectangles([(0, 0, 10, 10), (2, 2, 5, 5), (8, 8, 12, 9)]) == 102
assert union_area_of_many_rectangles([(0, 0, 3, 1), (1, -2, 2, 5)]) == 9

# --- implementation 2: vertical strips between x edges, merged covered y-lengths in each ---
def union_area_of_many_rectangles(rects):
    edges = sorted({x for r in rects for x in (r[0], r[2])})
    area = 0
    for left, right in zip(edges, edges[1:]):
        spans = sorted((r[1], r[3]) for r in rects if r[0] <= left and right <= r[2])
        covered, reach = 0, None
        for lo, hi in spans:
            if reach is None or lo > reach:
                covered += hi - lo
                reach = hi
            elif hi > reach:
                covered += hi - reach
                reach = hi
        area += covered * (right - left)
    return area

# --- implementation 3: the set of unit cells covered by any rectangle ---
def union_area_of_many_rectangles(rects):
    cells = set()
    for x1, y1, x2, y2 in rects:
        for x in range(x1, x2):
            for y in range(y1, y2):
                cells.add((x, y))
    return len(cells)

# --- implementation 4: inclusion-exclusion over every non-empty subset of rectangles ---
from itertools import combinations


def union_area_of_many_rectangles(rects):
    total = 0
    for k in range(1, len(rects) + 1):
        for group in combinations(rects, k):
            x1 = max(r[0] for r in group)
            y1 = max(r[1] for r in group)
            x2 = min(r[2] for r in group)
            y2 = min(r[3] for r in group)
            if x1 < x2 and y1 < y2:
                total += (-1) ** (k + 1) * (x2 - x1) * (y2 - y1)
    return total

# --- inputs ---
def random_input(rng):
    rects = []
    for _ in range(rng.randint(0, 5)):
        x, y = rng.randint(-4, 6), rng.randint(-4, 6)
        rects.append((x, y, x + rng.randint(1, 6), y + rng.randint(1, 6)))
    if rects and rng.random() < 0.25:
        rects.append(rng.choice(rects))
    return (rects,)
