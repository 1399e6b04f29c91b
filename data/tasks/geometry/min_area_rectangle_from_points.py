# domain: geometry
# function: min_area_rectangle_from_points
# query: Given distinct integer points, return the minimum area of an axis-aligned rectangle whose
#   four corners are all among the points, or 0 if no such rectangle exists.

def min_area_rectangle_from_points(points):
    present = set(points)
    best = 0
    pts = sorted(present)
    for i in range(len(pts)):
        x1, y1 = pts[i]
        for j in range(i + 1, len(pts)):
            x2, y2 = pts[j]
            if x1 == x2 or y1 == y2:
                continue
            if (x1, y2) in present and (x2, y1) in present:
                area = abs(x2 - x1) * abs(y2 - y1)
                if best == 0 or area < best:
                    best = area
    return best

# --- tests ---
assert min_area_rectangle_from_points([]) == 0
assert min_area_rectangle_from_points([(0, 0), (1, 1)]) == 0
assert min_area_rectangle_from_points([(0, 0), (0, 2), (3, 0), (3, 2)]) == 6
assert min_area_rectangle_from_points([(1, 1), (1, 3), (3, 1), (3, 3), (2, 2)]) == 4
assert min_area_rectangle_from_points([(1, 1), (1, 3), (3, 1), (3, 3), (4, 1), (4, 3)]) == 2
assert min_area_rectangle_from_points([(0, 0), (0, 1), (1, 0), (2, 1)]) == 0
assert min_area_rectangle_from_points([(0, 2), (0, 0), (5, 2), (5, 0), (0, 1), (5, 1)]) == 5
assert min_area_rectangle_from_points([(0, 1), (1, 0), (1, 2), (2, 1)]) == 0

# --- implementation 2: per column, remembers the last column holding each pair of rows ---
def min_area_rectangle_from_points(points):
    columns = {}
    for x, y in set(points):
        columns.setdefault(x, []).append(y)
    last_seen = {}
    best = 0
    for x in sorted(columns):
        ys = sorted(columns[x])
        for i, y1 in enumerate(ys):
            for y2 in ys[i + 1:]:
                if (y1, y2) in last_seen:
                    area = (x - last_seen[(y1, y2)]) * (y2 - y1)
                    best = area if best == 0 else min(best, area)
                last_seen[(y1, y2)] = x
    return best

# --- implementation 3: for each pair of columns, the closest pair of shared rows ---
from itertools import combinations


def min_area_rectangle_from_points(points):
    rows = {}
    for x, y in points:
        rows.setdefault(x, set()).add(y)
    areas = []
    for xa, xb in combinations(sorted(rows), 2):
        shared = sorted(rows[xa] & rows[xb])
        gaps = [b - a for a, b in zip(shared, shared[1:])]
        if gaps:
            areas.append((xb - xa) * min(gaps))
    return min(areas, default=0)

# --- inputs ---
def random_input(rng):
    size = rng.randint(1, 6)
    cells = [(x, y) for x in range(size) for y in range(size)]
    rng.shuffle(cells)
    pts = cells[:rng.randint(0, len(cells))]
    if rng.random() < 0.3:
        pts = list(dict.fromkeys(pts + [(0, 0), (0, 3), (4, 0), (4, 3)]))
    return (pts,)
