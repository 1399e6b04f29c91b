# domain: geometry
# function: polygon_area_shoelace
# query: Compute the area of a simple polygon from its vertices (in order, either clockwise or
#   counter-clockwise) using the shoelace formula; the result is always non-negative. Fewer than
#   3 vertices give area 0.

def polygon_area_shoelace(vertices):
    n = len(vertices)
    if n < 3:
        return 0
    twice = 0
    for i in range(n):
        x1, y1 = vertices[i]
        x2, y2 = vertices[(i + 1) % n]
        twice += x1 * y2 - x2 * y1
    return abs(twice) / 2

# --- tests ---
assert polygon_area_shoelace([]) == 0
assert polygon_area_shoelace([(0, 0), (1, 1)]) == 0
assert polygon_area_shoelace([(0, 0), (4, 0), (0, 3)]) == 6
assert polygon_area_shoelace([(0, 0), (0, 3), (4, 0)]) == 6
assert polygon_area_shoelace([(0, 0), (2, 0), (2, 2), (0, 2)]) == 4
assert polygon_area_shoelace([(0, 0), (1, 0), (0, 1)]) == 0.5
assert polygon_area_shoelace([(1, 1), (5, 1), (5, 4), (3, 6), (1, 4)]) == 16
assert polygon_area_shoelace([(0, 0), (2, 0), (4, 0)]) == 0
