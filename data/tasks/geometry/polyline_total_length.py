# domain: geometry
# function: polyline_total_length
# query: Return the total length of an open polyline through a list of (x, y) points (not closing
#   back to the start), rounded to 6 decimals. Fewer than two points give 0.0.

import math

def polyline_total_length(points):
    total = 0.0
    for i in range(1, len(points)):
        x1, y1 = points[i - 1]
        x2, y2 = points[i]
        total += math.hypot(x2 - x1, y2 - y1)
    return round(total, 6)

# --- tests ---
assert polyline_total_length([]) == 0.0
assert polyline_total_length([(5, 5)]) == 0.0
assert polyline_total_length([(0, 0), (3, 4)]) == 5.0
assert polyline_total_length([(0, 0), (3, 4), (3, 0)]) == 9.0
assert polyline_total_length([(1, 1), (2, 2)]) == 1.414214
assert polyline_total_length([(0, 0), (0, 2), (2, 2), (2, 0)]) == 6.0
assert polyline_total_length([(2, 3), (5, 7), (5, 7)]) == 5.0
assert polyline_total_length([(-1, 2), (2, -2), (2, 5)]) == 12.0
