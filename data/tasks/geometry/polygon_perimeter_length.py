# domain: geometry
# function: polygon_perimeter_length
# query: Return the perimeter of a closed polygon given as a list of (x, y) vertices, including the
#   edge from the last vertex back to the first, rounded to 6 decimals. An empty list or a single
#   point has perimeter 0.

import math

def polygon_perimeter_length(vertices):
    n = len(vertices)
    if n < 2:
        return 0.0
    total = 0.0
    for i in range(n):
        x1, y1 = vertices[i]
        x2, y2 = vertices[(i + 1) % n]
        total += math.hypot(x2 - x1, y2 - y1)
    return round(total, 6)

# --- tests ---
assert polygon_perimeter_length([]) == 0.0
assert polygon_perimeter_length([(3, 3)]) == 0.0
assert polygon_perimeter_length([(0, 0), (3, 4)]) == 10.0
assert polygon_perimeter_length([(0, 0), (4, 0), (4, 3)]) == 12.0
assert polygon_perimeter_length([(0, 0), (2, 0), (2, 2), (0, 2)]) == 8.0
assert polygon_perimeter_length([(0, 0), (1, 0), (0, 1)]) == 3.414214
assert polygon_perimeter_length([(1, 1), (4, 1), (4, 5)]) == 12.0
