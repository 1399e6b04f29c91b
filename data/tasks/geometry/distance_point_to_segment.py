# domain: geometry
# function: distance_point_to_segment
# query: Return the shortest distance from point to the closed line segment between a and b (the
#   nearest point may be an endpoint), rounded to 6 decimals; a degenerate segment is treated
#   as a single point.

import math

def distance_point_to_segment(point, a, b):
    dx = b[0] - a[0]
    dy = b[1] - a[1]
    length_sq = dx * dx + dy * dy
    if length_sq == 0:
        return round(math.hypot(point[0] - a[0], point[1] - a[1]), 6)
    t = ((point[0] - a[0]) * dx + (point[1] - a[1]) * dy) / length_sq
    if t < 0:
        t = 0
    elif t > 1:
        t = 1
    nearest_x = a[0] + t * dx
    nearest_y = a[1] + t * dy
    return round(math.hypot(point[0] - nearest_x, point[1] - nearest_y), 6)

# --- tests ---
assert distance_point_to_segment((5, 3), (0, 0), (10, 0)) == 3.0
assert distance_point_to_segment((-3, 4), (0, 0), (10, 0)) == 5.0
assert distance_point_to_segment((13, -4), (0, 0), (10, 0)) == 5.0
assert distance_point_to_segment((3, 4), (1, 1), (1, 1)) == 3.605551
assert distance_point_to_segment((2, 2), (0, 0), (4, 4)) == 0.0
assert distance_point_to_segment((0, 4), (0, 0), (4, 4)) == 2.828427
assert distance_point_to_segment((1, 5), (0, 2), (0, 7)) == 1.0
assert distance_point_to_segment((3, 9), (0, 2), (0, 7)) == 3.605551
assert distance_point_to_segment((10, 1), (0, 0), (10, 0)) == 1.0
