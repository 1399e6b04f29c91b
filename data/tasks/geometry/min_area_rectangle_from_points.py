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
